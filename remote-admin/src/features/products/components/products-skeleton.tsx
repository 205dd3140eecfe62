import { Bone, Skeleton } from '@clean/shared/ui';
import { serviceCardWidthStyle } from '../lib/service-card';
import { productTexts } from '../lib/texts';
import styles from './products-list.module.css';

/** The outline of the list while it loads, announced as busy. */
export function ProductsSkeleton() {
  return (
    <Skeleton label={productTexts.list.loading} className={styles.list}>
      {[0, 1].map((product) => (
        <div key={product} className={styles.product}>
          <Bone width="min(60%, 280px)" height={28} />
          <Bone width={140} />
          <div className={styles.cards} style={serviceCardWidthStyle}>
            {[0, 1].map((card) => (
              <Bone key={card} shape="card" height={180} />
            ))}
          </div>
        </div>
      ))}
    </Skeleton>
  );
}
