import type { AuditQuery } from '@clean/shared/schemas';
import { Bone, Skeleton } from '@clean/shared/ui';
import { useId, type ReactNode } from 'react';
import { useAdminGetAuditQuery } from '../../api/audit-api';
import { LoadErrorPanel } from '../load-error-panel/load-error-panel';
import { AuditEvents } from './audit-events';
import styles from './audit-history.module.css';

export interface AuditHistoryTexts {
  title: string;
  loading: string;
  errorTitle: string;
  empty: string;
}

/** A titled section: the audit records of `query` as `AuditEvents`. */
export function AuditSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The audit trail of a product or of the availability rules, loaded here, with its loading and error states. */
export function AuditHistory({ query, texts }: { query: AuditQuery; texts: AuditHistoryTexts }) {
  // Another admin may have changed it since: each visit asks again.
  const { currentData, error, isFetching, refetch } = useAdminGetAuditQuery(query, {
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
        <Bone height="2.5rem" />
        <Bone height="2.5rem" />
      </Skeleton>
    );
  } else {
    content = <AuditEvents events={currentData.events} empty={texts.empty} />;
  }
  return <AuditSection title={texts.title}>{content}</AuditSection>;
}
