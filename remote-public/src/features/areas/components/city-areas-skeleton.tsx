import { Bone, Skeleton } from '@clean/shared/ui';
import { cityPage } from '../../../content/cities';
import styles from './city-areas.module.css';

/** As many rows as a city usually lists (the starter list has 7 to 9), so the answer fills their place. */
const ROWS = 9;

/** The areas' outline while they load, in the list's own grid and rows, announced as busy. */
export function CityAreasSkeleton() {
  return (
    <Skeleton label={cityPage.areasLoading}>
      <ul className={styles.areas}>
        {Array.from({ length: ROWS }, (_, row) => (
          <li key={row} className={styles.area}>
            <Bone width="85%" />
          </li>
        ))}
      </ul>
      <Bone width="min(100%, 420px)" className={styles.notYetBone} />
    </Skeleton>
  );
}
