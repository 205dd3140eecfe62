import { appointmentPath, formatNaira, paths, telHref } from '@clean/shared';
import { intervalLabel } from '@clean/shared/format';
import { lagosDateTime, longDate } from '@clean/shared/lagos-time';
import type { AdminPlanDetail } from '@clean/shared/schemas';
import { buttonClassName } from '@clean/shared/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { RecordPage } from '../../../components/record-page/record-page';
import { useAdminGetPlanQuery } from '../api/plans';
import { planTexts as texts } from '../lib/texts';
import { PlanActionButtons, PlanDialogs, type Asking } from './plan-actions';
import styles from './plan-details.module.css';
import { Detail, DetailList } from '../../../components/detail-list/detail-list';
import { Section } from '../../../components/record-section/record-section';

const fields = texts.fields;

const statusOf = (plan: AdminPlanDetail) =>
  plan.status === 'paused' && plan.pausedUntil
    ? `${texts.statuses.paused} · ${longDate(plan.pausedUntil)}`
    : texts.statuses[plan.status];

function Visits({ plan, onSkip }: { plan: AdminPlanDetail; onSkip: (asking: Exclude<Asking, null>) => void }) {
  return (
    <ol className={styles.visits} aria-label={texts.visitsLabel}>
      {plan.visits.map((visit) => (
        <li key={visit.appointmentId} className={visit.cancelled ? styles.cancelledVisit : undefined}>
          <div className={styles.visitLine}>
            <Link to={appointmentPath(visit.appointmentId)}>
              {texts.visitNumber(visit.visit)} · {longDate(visit.date)}, {visit.time}
            </Link>
            <span className={styles.visitState}>
              {texts.visitStates[visit.status]}
              {visit.charge && ` · ${texts.chargeState(texts.charges[visit.charge.status], visit.charge.attempts)}`}
            </span>
          </div>
          {visit.skip.allowed && (
            <button
              type="button"
              className={buttonClassName({ variant: 'outline' })}
              aria-label={texts.skipLabel(`${longDate(visit.date)}, ${visit.time}`)}
              onClick={() => onSkip({ action: 'skip', visit })}
            >
              {texts.skip}
            </button>
          )}
        </li>
      ))}
    </ol>
  );
}

function Charges({ plan }: { plan: AdminPlanDetail }) {
  if (plan.charges.length === 0) return <p className={styles.muted}>{texts.chargesEmpty}</p>;
  return (
    <ol className={styles.charges}>
      {[...plan.charges].reverse().map((charge) => (
        <li key={charge.reference}>
          <div className={styles.visitLine}>
            <span>{texts.chargeLine(charge.attempt, charge.visitReference)}</span>
            <strong className={charge.status === 'failed' ? styles.problem : undefined}>
              {texts.charges[charge.status]}
            </strong>
          </div>
          <p className={styles.muted}>
            {lagosDateTime(charge.settledAt ?? charge.createdAt)} · {charge.reference}
            {charge.message && ` · ${charge.message}`}
          </p>
        </li>
      ))}
    </ol>
  );
}

/**
 * One plan: its terms, its customer, the saved card (brand and last digits only), every visit with its
 * charges' outcome and Skip, the charges, and Pause, Resume and Cancel, each confirmed in a dialog.
 */
export function PlanDetails({ planId }: { planId: string }) {
  const read = useAdminGetPlanQuery(planId, { refetchOnMountOrArgChange: true });
  const [asking, setAsking] = useState<Asking>(null);

  return (
    <RecordPage read={read} texts={texts} backTo={paths.admin.plans}>
      {({ plan }) => (
        <>
          <div className={styles.summaryBar}>
            <p className={styles.name}>{plan.name}</p>
            <span className={styles.status}>{statusOf(plan)}</span>
          </div>
          <div className={styles.columns}>
            <Section title={texts.termsTitle}>
              <DetailList layout="rows">
                <Detail label={fields.terms}>
                  {plan.service} · {plan.frequency} ({intervalLabel(plan.intervalDays).toLowerCase()}, {plan.time})
                </Detail>
                <Detail label={fields.amount}>{formatNaira(plan.amount)}</Detail>
                {typeof plan.offeredAmount === 'number' && (
                  <Detail label={fields.offeredAmount}>{texts.offered(formatNaira(plan.offeredAmount))}</Detail>
                )}
                <Detail label={fields.firstDate}>{longDate(plan.firstDate)}</Detail>
                <Detail label={fields.card}>
                  {plan.card ? texts.card(plan.card.brand, plan.card.last4) : texts.noCard}
                </Detail>
                <Detail label={fields.consentAt}>{lagosDateTime(plan.consentAt)}</Detail>
                <Detail label={fields.nextCharge}>
                  {plan.nextChargeAt ? lagosDateTime(plan.nextChargeAt) : texts.none}
                </Detail>
                {plan.pausedUntil && <Detail label={fields.pausedUntil}>{longDate(plan.pausedUntil)}</Detail>}
                {plan.cancelledAt && <Detail label={fields.cancelledAt}>{lagosDateTime(plan.cancelledAt)}</Detail>}
              </DetailList>
            </Section>
            <Section title={texts.customerTitle}>
              <DetailList layout="rows">
                <Detail label={fields.name}>{plan.name}</Detail>
                <Detail label={fields.email}>
                  <a href={`mailto:${plan.email}`}>{plan.email}</a>
                </Detail>
                <Detail label={fields.phone}>
                  <a href={telHref(plan.phone)}>{plan.phone}</a>
                </Detail>
                <Detail label={fields.address}>{plan.address}</Detail>
                <Detail label={fields.location}>{plan.location}</Detail>
              </DetailList>
            </Section>
          </div>
          <Section title={texts.actionsTitle}>
            <PlanActionButtons plan={plan} onAsk={setAsking} />
          </Section>
          <Section title={texts.visitsTitle}>
            <Visits plan={plan} onSkip={setAsking} />
          </Section>
          <Section title={texts.chargesTitle}>
            <Charges plan={plan} />
          </Section>
          <PlanDialogs plan={plan} asking={asking} onClose={() => setAsking(null)} />
        </>
      )}
    </RecordPage>
  );
}
