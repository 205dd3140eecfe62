import { Reveal } from '../../../components/reveal/reveal';
import { statistics } from '../../../content/about';
import styles from './company-stats.module.css';
import { VisuallyHidden } from '@clean/shared/ui';

/** The four statistics of the about page (docs/PRODUCT.md#constants). */
export function CompanyStats() {
  return (
    <section className={styles.stats} aria-labelledby="company-stats-title">
      <h2 id="company-stats-title">
        <VisuallyHidden>Sparkle in numbers</VisuallyHidden>
      </h2>
      <ul className={styles.list}>
        {statistics.map((statistic, index) => (
          <li key={statistic.label}>
            <Reveal index={index}>
              <span className={styles.number}>{statistic.number}</span>
              <span className={styles.label}>{statistic.label}</span>
            </Reveal>
          </li>
        ))}
      </ul>
    </section>
  );
}
