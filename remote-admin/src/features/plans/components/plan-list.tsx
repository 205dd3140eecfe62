import { formatNaira, planPath } from '@clean/shared';
import { lagosDateTime, longDate } from '@clean/shared/lagos-time';
import { PLAN_STATES, planState, type AdminPlanListItem } from '@clean/shared/schemas';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { PagedCards } from '../../../components/paged-list/paged-cards';
import { EACH_VISIT, useListPage, usePagedList } from '../../../components/paged-list/use-paged-list';
import { StatusFilter } from '../../../components/status-filter/status-filter';
import { useListFilters } from '../../../components/status-filter/use-list-filters';
import { useAdminGetPlansQuery } from '../api/plans';
import { plansTexts as texts } from '../lib/texts';
import styles from './plans.module.css';

/** A plan whose last charge was refused shows a red edge: its visit waits for payment. */
const edgeOf = (plan: AdminPlanListItem) =>
  plan.status === 'active' && plan.lastCharge?.status === 'failed' ? styles.refused : styles[plan.status];

function PlanItem({ plan }: { plan: AdminPlanListItem }) {
  const titleId = useId();
  return (
    <article className={`${styles.item} ${edgeOf(plan) ?? ''}`} aria-labelledby={titleId}>
      <div className={styles.itemHeader}>
        <h2 id={titleId} className={styles.itemTitle}>
          <Link to={planPath(plan._id)} aria-label={texts.openLabel(plan.name)}>
            {plan.name}
          </Link>
        </h2>
        <span className={styles.badge}>
          {plan.status === 'paused' && plan.pausedUntil
            ? texts.pausedUntil(longDate(plan.pausedUntil))
            : texts.statuses[plan.status]}
        </span>
      </div>
      <p className={styles.meta}>
        <span>
          {plan.service} · {plan.frequency}
        </span>
        <span>{texts.perVisit(formatNaira(plan.amount))}</span>
        <span>{plan.email}</span>
      </p>
      <p className={styles.meta}>
        <span>
          {plan.nextVisit
            ? texts.nextVisit(`${longDate(plan.nextVisit.date)}, ${plan.nextVisit.time}`)
            : texts.noNextVisit}
        </span>
        {plan.nextChargeAt && <span>{texts.nextCharge(lagosDateTime(plan.nextChargeAt))}</span>}
        {plan.lastCharge && (
          <span className={plan.lastCharge.status === 'failed' ? styles.error : undefined}>
            {texts.lastCharge(texts.charges[plan.lastCharge.status], lagosDateTime(plan.lastCharge.at))}
          </span>
        )}
      </p>
    </article>
  );
}

/**
 * The plans a page at a time (`?page=`), newest first, of one state (`?status=`) or all, with the paged
 * list of the console (components/paged-list) and its cards; each opens the plan's page.
 */
export function PlanList() {
  const filters = useListFilters();
  const status = filters.value('status', planState);
  const listPage = useListPage();
  const query = useAdminGetPlansQuery(
    { page: listPage.page, pageSize: listPage.pageSize, ...(status ? { status } : {}) },
    EACH_VISIT,
  );
  const list = usePagedList(listPage, query);
  return (
    <PagedCards
      list={list}
      texts={texts}
      rowsOf={(answer) => answer.plans}
      keyOf={(plan) => plan._id}
      filters={
        <StatusFilter
          texts={texts}
          statuses={PLAN_STATES}
          value={status}
          onChange={(next) => filters.choose('status', next)}
        />
      }
    >
      {(plan) => <PlanItem plan={plan} />}
    </PagedCards>
  );
}
