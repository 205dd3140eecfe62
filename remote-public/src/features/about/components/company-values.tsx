import { Reveal } from '../../../components/reveal/reveal';
import { Section } from '../../../components/section/section';
import { companyValues, valuesSection } from '../../../content/about';
import styles from './company-values.module.css';

/** The four values, as cards. */
export function CompanyValues() {
  return (
    <Section title={valuesSection.title} tone="alt">
      <ul className={styles.grid}>
        {companyValues.map((value, index) => (
          <li key={value.title}>
            <Reveal index={index}>
              <article className={styles.card}>
                <span className={styles.icon} aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3 className={styles.title}>{value.title}</h3>
                <p className={styles.text}>{value.description}</p>
              </article>
            </Reveal>
          </li>
        ))}
      </ul>
    </Section>
  );
}
