import type { ReportsResponse } from '@clean/shared/schemas';
import { useId } from 'react';
import { cellStyles, DataTable, type Column } from '../../../components/data-table/data-table';
import { formatCount } from '../../../lib/format-count';
import { reportsTexts } from '../lib/texts';
import { timeOnSiteLabel } from '../lib/time-on-site';
import styles from './reports.module.css';

const texts = reportsTexts.crewVisits;
type CrewVisits = NonNullable<ReportsResponse['crewVisits']>[number];

const columns: Column<CrewVisits>[] = [
  { header: texts.headers.crew, cell: (row) => row.crew, rowHeader: true },
  { header: texts.headers.location, cell: (row) => row.location },
  { header: texts.headers.visits, cell: (row) => formatCount(row.visits), className: cellStyles.numeric },
  {
    header: texts.headers.onTime,
    cell: (row) => texts.onTime(row.onTimeStarts, row.visits),
    className: cellStyles.nowrap,
  },
  { header: texts.headers.couldNotWork, cell: (row) => formatCount(row.couldNotWork), className: cellStyles.numeric },
  {
    header: texts.headers.onSite,
    cell: (row) => (row.medianMinutesOnSite === null ? texts.none : timeOnSiteLabel(row.medianMinutesOnSite)),
    className: cellStyles.nowrap,
  },
];

/** How each crew's visits went over the last days (docs/PRODUCT.md, "The crew's day"): figures, so a table, no chart. */
export function CrewVisitsTable({ rows }: { rows: NonNullable<ReportsResponse['crewVisits']> }) {
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <header className={styles.cardHeader}>
        <h3 id={titleId} className={styles.cardTitle}>
          {texts.title}
        </h3>
      </header>
      <DataTable
        caption={texts.caption}
        columns={columns}
        rows={rows}
        rowKey={(row) => `${row.location}/${row.crew}`}
        empty={<p className={styles.empty}>{texts.empty}</p>}
      />
    </section>
  );
}
