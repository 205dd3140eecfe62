import { Bone, Skeleton } from '@clean/shared/ui';
import { pricingPage } from '../../../content/pricing';
import styles from './pricing-catalogue.module.css';

/** What the page shows while the catalogue loads: its outline, announced as busy. */
export function PricingSkeleton() {
  return (
    <Skeleton label={pricingPage.loading}>
      <Bone width="min(60%, 320px)" height={32} />
      <div className={styles.cards}>
        {[0, 1, 2].map((key) => (
          <Bone key={key} shape="card" />
        ))}
      </div>
    </Skeleton>
  );
}
