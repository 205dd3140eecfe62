import { Bone, Skeleton } from '@clean/shared/ui';
import { scheduleTexts } from '../lib/texts';
import styles from './schedule.module.css';

/** The board's outline while it loads: a heading and a few slot cards. */
export function ScheduleSkeleton() {
  return (
    <Skeleton label={scheduleTexts.loading} className={styles.skeleton}>
      <Bone width="14rem" height="1.75rem" />
      {Array.from({ length: 4 }, (_, index) => (
        <Bone key={index} shape="card" height="8rem" />
      ))}
    </Skeleton>
  );
}
