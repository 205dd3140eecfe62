import { Bone, Skeleton } from '@clean/shared/ui';
import { cityPage } from '../../../content/cities';
import styles from './city-areas.module.css';

/** As many rows as a city usually lists (the starter list has 7 to 9), so the answer fills their place. */
const ROWS = 9;

/** The areas' outline while they load, in the list's own grid and rows, announced as busy. */
export function CityAreasSkeleton() {
  return (
    <Skeleton label={cityPage.areasLoading}>
      {/* Rows of placeholders, not a list to read: the status's label says what is coming. */}
      <ul className={styles.areas} aria-hidden="true">
        {Array.from({ length: ROWS }, (_, row) => (
          <li key={row} className={styles.area}>
            <Bone width="85%" />
          </li>
        ))}
      </ul>
      <Bone width="min(100%, 420px)" height="1.5rem" className={styles.notYetBone} />
    </Skeleton>
  );
}
