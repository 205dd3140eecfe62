import { Bone, Skeleton } from '@clean/shared/ui';
import { dashboardTexts } from '../lib/texts';
import styles from './dashboard.module.css';

const LATEST_ROWS = 5;

/** The dashboard's outline while it loads: the four cards where they will be, then the list. */
export function DashboardSkeleton() {
  return (
    <Skeleton label={dashboardTexts.loading} className={styles.dashboard}>
      <div className={styles.figuresOutline}>
        {[0, 1, 2, 3].map((key) => (
          <Bone key={key} shape="card" className={styles.figureBone} />
        ))}
      </div>
      <div className={styles.latestOutline}>
        <Bone width="min(50%, 14rem)" height="1.75rem" />
        {Array.from({ length: LATEST_ROWS }, (_, index) => (
          <Bone key={index} height="3rem" />
        ))}
      </div>
    </Skeleton>
  );
}
