import { VisuallyHidden } from '../../../components/visually-hidden/visually-hidden';
import { pricingPage } from '../../../content/pricing';
import styles from './pricing-catalogue.module.css';

/** What the page shows while the catalogue loads: its outline, announced as busy. */
export function PricingSkeleton() {
  return (
    <div className={styles.skeleton} role="status" aria-busy="true" aria-live="polite">
      <VisuallyHidden>{pricingPage.loading}</VisuallyHidden>
      <div className={`${styles.bone} ${styles.boneTitle}`} aria-hidden="true" />
      <div className={styles.cards} aria-hidden="true">
        {[0, 1, 2].map((key) => (
          <div key={key} className={`${styles.bone} ${styles.boneCard}`} />
        ))}
      </div>
    </div>
  );
}
