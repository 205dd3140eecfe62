import { usePageHead } from '../hooks/use-page-head';
import { paths } from '@clean/shared';
import { Link } from 'react-router-dom';
import { Section } from '../components/section/section';
import { terms, termsHead, termsPage } from '../content/terms';
import styles from './terms-page.module.css';
import { PageHeader } from '@clean/shared/ui';

/**
 * /terms-and-condition: the bullet list of docs/PRODUCT.md#routes (contract duration and renewal, payment,
 * cancellation, liability and insurance), each with its details.
 */
export default function TermsPage() {
  usePageHead(termsHead);
  return (
    <>
      <PageHeader title={termsPage.title} intro={termsPage.intro}>
        <p className={styles.updated}>
          {termsPage.lastUpdatedLabel} {termsPage.lastUpdated}
        </p>
      </PageHeader>
      <Section>
        <ul className={styles.list}>
          {terms.map((item) => (
            <li key={item.title} className={styles.item}>
              <h2 className={styles.title}>{item.title}</h2>
              <ul className={styles.points}>
                {item.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <p className={styles.note}>
          {termsPage.questions} <Link to={paths.contact}>{termsPage.contactLinkLabel}</Link>
        </p>
      </Section>
    </>
  );
}
