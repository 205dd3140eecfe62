import { longDate } from '@clean/shared/lagos-time';
import type { PlanSummary } from '@clean/shared/schemas';
import { yourPlanTexts as t } from '../texts';
import styles from './your-plan.module.css';

/** The plan's visits to come, soonest first, marking the one this link opens and those already paid. */
export function PlanVisits({ visits, current }: { visits: PlanSummary['nextVisits']; current: string }) {
  return (
    <>
      <h3 className={styles.subtitle}>{t.nextVisits}</h3>
      {visits.length === 0 ? (
        <p className={styles.muted}>{t.noVisits}</p>
      ) : (
        <ul className={styles.visits}>
          {visits.map((visit) => (
            <li key={visit.reference}>
              <span>
                {longDate(visit.date)}, {visit.time}
              </span>
              <span className={styles.muted}>
                {[visit.reference === current ? t.thisVisit : null, visit.paid ? t.paid : null]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
