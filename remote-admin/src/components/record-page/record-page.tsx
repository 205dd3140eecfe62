import { Bone, Skeleton } from '@clean/shared/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { RecordLoadProblem, type RecordLoadProblemTexts } from '../record-load-problem/record-load-problem';
import styles from './record-page.module.css';

/** The fields of an RTK Query read of one record that its page uses. */
export interface RecordRead<T> {
  currentData?: T;
  error?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

interface RecordPageProps<T> {
  read: RecordRead<T>;
  texts: RecordLoadProblemTexts & { loading: string };
  /** The record's list, where the back link and the not-found panel lead. */
  backTo: string;
  /** The record, under the link back to its list. */
  children: (record: T) => ReactNode;
}

/**
 * The frame of a record's own page in the console (an appointment, a plan): while it loads, an
 * outline of a title and two sections; if it does not load, not found or Retry (RecordLoadProblem);
 * then the record under a link back to its list.
 */
export function RecordPage<T>({ read, texts, backTo, children }: RecordPageProps<T>) {
  const { currentData, error, isFetching, refetch } = read;
  if (error) {
    return (
      <div className={styles.body}>
        <RecordLoadProblem
          error={error}
          texts={texts}
          backTo={backTo}
          retrying={isFetching}
          onRetry={() => void refetch()}
        />
      </div>
    );
  }
  if (!currentData) {
    return (
      <div className={styles.body}>
        <Skeleton label={texts.loading} className={styles.skeleton}>
          <Bone width="16rem" height="2rem" />
          <Bone shape="card" height="16rem" />
          <Bone shape="card" height="10rem" />
        </Skeleton>
      </div>
    );
  }
  return (
    <div className={styles.body}>
      <Link to={backTo} className={styles.back}>
        <span aria-hidden="true">← </span>
        {texts.back}
      </Link>
      {children(currentData)}
    </div>
  );
}
