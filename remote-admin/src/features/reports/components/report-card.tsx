import { Bone, useNearScreen } from '@clean/shared/ui';
import { lazy, Suspense, useId, useState } from 'react';
import { hasData, type Report } from '../lib/reports';
import { reportsTexts } from '../lib/texts';
import styles from './reports.module.css';

const texts = reportsTexts;

// recharts comes with the first chart drawn, in its own chunk: no other page of the console loads it.
const ReportChart = lazy(() => import('./report-chart'));

/**
 * How near the screen a chart is drawn. The reports sit below the dashboard's first screen, on a phone
 * well below: drawn only when scrolled near, neither recharts nor the charts' SVG cost the console's
 * first screen anything (docs/DECISIONS.md, "Charts drawn when scrolled near").
 */
const CHART_MARGIN = '300px';

/**
 * One report: its title, the chart (an image named by its summary), and the same figures as a table
 * with a caption, always there for screen readers and shown to everyone with 'Show table'.
 */
export function ReportCard({ report }: { report: Report }) {
  const [tableShown, setTableShown] = useState(false);
  const titleId = useId();
  const tableId = useId();
  const [chartPlace, near] = useNearScreen<HTMLDivElement>(CHART_MARGIN);
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <header className={styles.cardHeader}>
        <h3 id={titleId} className={styles.cardTitle}>
          {report.title}
        </h3>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={tableShown}
          aria-controls={tableId}
          onClick={() => setTableShown((shown) => !shown)}
        >
          {tableShown ? texts.hideTable : texts.showTable}
        </button>
      </header>
      {hasData(report) ? (
        <div ref={chartPlace} role="img" aria-label={report.summary} className={styles.chart}>
          {near ? (
            <Suspense fallback={<Bone shape="card" height="100%" />}>
              <ReportChart report={report} />
            </Suspense>
          ) : (
            <Bone shape="card" height="100%" />
          )}
        </div>
      ) : (
        <p className={styles.empty}>{report.empty}</p>
      )}
      <div id={tableId} className={tableShown ? styles.tableWrap : styles.srOnly}>
        <table className={styles.table}>
          <caption className={styles.caption}>{report.caption}</caption>
          <thead>
            <tr>
              {report.headers.map((header) => (
                <th key={header} scope="col">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {report.rows.map((row) => (
              <tr key={row.cells[0]}>
                {row.cells.map((cell, index) =>
                  index === 0 ? (
                    <th key={index} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={index}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
