import { Bone, Skeleton } from '@clean/shared/ui';
import { useId, useMemo } from 'react';
import { LoadErrorPanel } from '../../../components/load-error-panel/load-error-panel';
import { useAdminGetReportsQuery } from '../api/get-reports';
import { buildReports, type Report } from '../lib/reports';
import { reportsTexts } from '../lib/texts';
import { CrewVisitsTable } from './crew-visits-table';
import { ReportCard } from './report-card';
import styles from './reports.module.css';

const texts = reportsTexts;
/** The money reports take the grid's whole width: a bar per week or month. */
const WIDE: ReadonlySet<Report['id']> = new Set(['earnings', 'recurring', 'crews']);

/** The dashboard's reports (docs/PRODUCT.md#admin-console): skeleton while they load, the error with Retry, else the charts. */
export function ReportsPanel() {
  // Payments arrive without any admin action, so each visit asks again.
  const { data, error, isFetching, refetch } = useAdminGetReportsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const reports = useMemo(() => (data ? buildReports(data) : null), [data]);
  const titleId = useId();

  let content;
  if (error) {
    content = (
      <LoadErrorPanel title={texts.errorTitle} error={error} retrying={isFetching} onRetry={() => void refetch()} />
    );
  } else if (!reports) {
    content = (
      <Skeleton label={texts.loading} className={styles.grid}>
        {[0, 1, 2, 3].map((key) => (
          <Bone key={key} shape="card" height="18rem" className={key < 2 ? styles.wide : undefined} />
        ))}
      </Skeleton>
    );
  } else {
    content = (
      <div className={styles.grid}>
        {reports.map((report) => (
          <div key={report.id} className={WIDE.has(report.id) ? styles.wide : undefined}>
            <ReportCard report={report} />
          </div>
        ))}
        {data?.crewVisits && (
          <div className={styles.wide}>
            <CrewVisitsTable rows={data.crewVisits} />
          </div>
        )}
      </div>
    );
  }
  return (
    <section className={styles.body} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {texts.title}
      </h2>
      {content}
    </section>
  );
}
