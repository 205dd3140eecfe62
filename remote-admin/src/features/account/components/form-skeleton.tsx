import { Bone, Skeleton } from '@clean/shared/ui';
import { accountTexts } from '../lib/texts';
import styles from './account-form.module.css';

/** The outline of the edit form while the profile it starts from loads. */
export function FormSkeleton() {
  return (
    <Skeleton label={accountTexts.profile.loading} className={styles.layout}>
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} className={styles.skeletonField}>
          <Bone width="6rem" />
          <Bone shape="card" height={index === 2 ? '120px' : '48px'} />
        </div>
      ))}
      <Bone width="10rem" height="44px" />
    </Skeleton>
  );
}
