import { planTerms } from '@clean/shared/format';
import { lagosDate, longDate } from '@clean/shared/lagos-time';
import { location as locationSchema, type Receipt, type ReceiptResponse } from '@clean/shared/schemas';
import { useId, useState } from 'react';
import { useCardChange } from '../hooks/use-card-change';
import type { PlanDialogProps } from '../hooks/use-plan-request';
import { yourPlanTexts as t } from '../texts';
import { CancelPlanDialog } from './cancel-plan-dialog';
import { ChangeCardDialog } from './change-card-dialog';
import { PausePlanDialog } from './pause-plan-dialog';
import { PlanActionButtons, type PlanAction } from './plan-action-buttons';
import { PlanPriceOffer } from './plan-price-offer';
import { PlanProblem } from './plan-problem';
import { PlanSizeDialog } from './plan-size-dialog';
import { PlanVisits } from './plan-visits';
import { ReschedulePlanDialog, type PlanSlotPicker } from './reschedule-plan-dialog';
import { SkipVisitDialog } from './skip-visit-dialog';
import styles from './your-plan.module.css';

export interface YourPlanProps {
  booking: Receipt;
  /** The receipt after a change. */
  onChanged: (answer: ReceiptResponse) => void;
  /** The page's calendar and time buttons (the booking form's), for the plan's new day and time. */
  slotPicker: PlanSlotPicker;
}

/**
 * 'Your plan' on the receipt page of a plan's visit (docs/PRODUCT.md, Recurring plans): the terms the
 * customer signed up for, the next visits, the saved card's brand and last digits, and Skip this visit,
 * Pause until…, Change day or time, Change your home's size ("A price that fits the home"), Change card
 * (a popup payment of the next visit) and Cancel plan, each confirmed in its dialog. Loaded lazily, only for a plan's visit.
 */
export default function YourPlan({ booking, onChanged, slotPicker }: YourPlanProps) {
  const titleId = useId();
  const plan = booking.plan;
  const [asking, setAsking] = useState<PlanAction | null>(null);
  // Today in Lagos when the section opened: the pause's first and last dates.
  const [today] = useState(() => lagosDate(Date.now()));
  // Counts the times taken meanwhile (409s): the reschedule's calendar then reads the free times again.
  const [refresh, setRefresh] = useState(0);
  const card = useCardChange({ reference: booking.reference, token: booking.manage.token }, onChanged, () =>
    setAsking(null),
  );
  if (!plan) return null;
  // The visit's own location: the free times offered are of it.
  const where = locationSchema.safeParse(booking.location);

  const ask = (action: PlanAction) => {
    if (action === 'card') card.clearProblem();
    setAsking(action);
  };
  const close = () => {
    setAsking(null);
    card.clearProblem();
  };
  const dialog = (action: PlanAction): PlanDialogProps => ({
    booking,
    open: asking === action,
    onChanged,
    onDone: () => setAsking(null),
    onCancel: close,
    onConflict: () => setRefresh((count) => count + 1),
  });
  const statusText =
    plan.status === 'paused' ? t.status.paused(longDate(plan.pausedUntil ?? today)) : t.status[plan.status];
  const reasons = [
    ...new Set([plan.skip, plan.pause, plan.cancel, plan.changeCard].map((each) => each.reason).filter(Boolean)),
  ];
  const toPay = plan.changeCard.visit;

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.heading}>
        <h2 id={titleId} className={styles.title}>
          {t.title}
        </h2>
        <span className={styles.badge} data-status={plan.status}>
          {statusText}
        </span>
      </div>
      <p className={styles.terms}>
        {planTerms({
          intervalDays: plan.intervalDays,
          amount: plan.amount,
          date: plan.firstDate,
          time: plan.time,
          chargeHoursBefore: plan.chargeHoursBefore,
        })}
      </p>
      <PlanPriceOffer booking={booking} onChanged={onChanged} />
      <p className={styles.card}>{plan.cardLast4 ? t.card(plan.cardLast4, plan.cardBrand) : t.noCard}</p>
      {card.stage === 'confirming' && (
        <p role="status" className={styles.muted}>
          {t.cardConfirming}
        </p>
      )}
      {asking !== 'card' && <PlanProblem problem={card.problem} />}
      <PlanVisits visits={plan.nextVisits} current={booking.reference} />
      <PlanActionButtons plan={plan} canReschedule={where.success} cardStage={card.stage} onAsk={ask} />
      {reasons
        .filter((reason) => reason !== booking.manage.cancel.reason)
        .map((reason) => (
          <p key={reason} className={styles.muted}>
            {reason}
          </p>
        ))}

      <SkipVisitDialog {...dialog('skip')} />
      <PausePlanDialog {...dialog('pause')} today={today} />
      <ReschedulePlanDialog
        {...dialog('reschedule')}
        location={where.success ? where.data : undefined}
        slotPicker={slotPicker}
        refresh={refresh}
      />
      {plan.sizeTerms && <PlanSizeDialog {...dialog('size')} terms={plan.sizeTerms} />}
      {toPay && asking === 'card' && (
        <ChangeCardDialog toPay={toPay} cardLast4={plan.cardLast4} card={card} onCancel={close} />
      )}
      <CancelPlanDialog {...dialog('cancel')} />
    </section>
  );
}
