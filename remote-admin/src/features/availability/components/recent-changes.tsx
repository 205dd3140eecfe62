import { Bone, Skeleton } from '@clean/shared/ui';
import { useId } from 'react';
import { LoadErrorPanel } from '../../../components/load-error-panel/load-error-panel';
import { lagosDateTime } from '../../../lib/lagos-time';
import { useAdminGetAvailabilityHistoryQuery } from '../api/get-availability-history';
import { availabilityTexts } from '../lib/texts';
import styles from './availability.module.css';

const texts = availabilityTexts.history;

/** The latest changes to the rules and closed dates: what, by whom, when. */
export function RecentChanges() {
  const titleId = useId();
  const { currentData, error, isFetching, refetch } = useAdminGetAvailabilityHistoryQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });

  let content;
  if (error) {
    content = (
      <LoadErrorPanel title={texts.errorTitle} error={error} retrying={isFetching} onRetry={() => void refetch()} />
    );
  } else if (!currentData) {
    content = (
      <Skeleton label={texts.loading}>
        <Bone height="3rem" />
        <Bone height="3rem" />
      </Skeleton>
    );
  } else if (currentData.events.length === 0) {
    content = <p className={styles.muted}>{texts.empty}</p>;
  } else {
    content = (
      <ol className={styles.history}>
        {currentData.events.map((event) => (
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
      <h2 id={titleId} className={styles.sectionTitle}>
        {texts.title}
      </h2>
      {content}
    </section>
  );
}
