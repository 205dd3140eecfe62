import { Bone, Skeleton } from '@clean/shared/ui';
import { accountTexts } from '../lib/texts';
import styles from './profile-skeleton.module.css';

/** The outline of the profile card (or the edit form) while the profile loads. */
export function ProfileSkeleton() {
  return (
    <Skeleton label={accountTexts.profile.loading} className={styles.skeleton}>
      <Bone shape="card" height="72px" />
      <div className={styles.identity}>
        <Bone className={styles.avatar} width="112px" height="112px" />
        <Bone width="10rem" height="1.5rem" />
      </div>
      {Array.from({ length: 3 }, (_, index) => (
        <Bone key={index} width={index === 2 ? '75%' : '60%'} height="2.5rem" />
      ))}
      <Bone width="12rem" height="44px" />
    </Skeleton>
  );
}
