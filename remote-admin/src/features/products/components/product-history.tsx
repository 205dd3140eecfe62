import { Bone, Skeleton } from '@clean/shared/ui';
import { useId } from 'react';
import { LoadErrorPanel } from '../../../components/load-error-panel/load-error-panel';
import { lagosDateTime } from '../../../lib/lagos-time';
import { useAdminGetProductHistoryQuery } from '../api/get-product-history';
import styles from './product-history.module.css';

const texts = {
  title: 'History',
  loading: 'Loading the history',
  errorTitle: 'We could not load the history',
  empty: 'No changes recorded yet.',
  by: (name: string) => `by ${name}`,
} as const;

/** The product's audit trail (issue 15), newest first: what changed, which admin, when (Lagos time). */
export function ProductHistory({ productId }: { productId: string }) {
  // Another admin may have changed it since: each visit asks again.
  const { data, error, isFetching, refetch } = useAdminGetProductHistoryQuery(productId, {
    refetchOnMountOrArgChange: true,
  });
  const titleId = useId();

  let content;
  if (error) {
    content = (
      <LoadErrorPanel title={texts.errorTitle} error={error} retrying={isFetching} onRetry={() => void refetch()} />
    );
  } else if (!data) {
    content = (
      <Skeleton label={texts.loading}>
        <Bone height="2.5rem" />
        <Bone height="2.5rem" />
      </Skeleton>
    );
  } else if (data.events.length === 0) {
    content = <p className={styles.muted}>{texts.empty}</p>;
  } else {
    content = (
      <ol className={styles.list}>
        {data.events.map((event) => (
          <li key={event._id} className={styles.event}>
            <p className={styles.summary}>{event.summary}</p>
            <p className={styles.muted}>
              {texts.by(event.admin.name)} · <time dateTime={event.at}>{lagosDateTime(event.at)}</time>
            </p>
          </li>
        ))}
      </ol>
    );
  }
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {texts.title}
      </h2>
      {content}
    </section>
  );
}
