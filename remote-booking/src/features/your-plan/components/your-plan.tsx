import { isApiError, notify } from '@clean/shared';
import { planTerms } from '@clean/shared/format';
import { addDays, lagosDate, longDate } from '@clean/shared/lagos-time';
import type { Location } from '@clean/shared/constants';
import {
  location as locationSchema,
  PLAN_PAUSE_MAX_DAYS,
  type Receipt,
  type ReceiptResponse,
} from '@clean/shared/schemas';
import { buttonClassName, ConfirmDialog, Field } from '@clean/shared/ui';
import { useId, useState, type ComponentType } from 'react';
import {
  usePlanCancelMutation,
  usePlanPauseMutation,
  usePlanRescheduleMutation,
  usePlanSkipVisitMutation,
} from '../api/plan-actions';
import { useCardChange } from '../hooks/use-card-change';
import { yourPlanTexts as t } from '../texts';
import { PlanPriceOffer } from './plan-price-offer';
import styles from './your-plan.module.css';

export interface YourPlanProps {
  booking: Receipt;
  /** The receipt after a change. */
  onChanged: (answer: ReceiptResponse) => void;
  /** The page's calendar and time buttons (the booking form's), for the plan's new day and time. */
  slotPicker: ComponentType<{
    location: Location;
    date: string;
    time: string;
    onDate: (date: string) => void;
    onTime: (time: string) => void;
    refresh: number;
  }>;
}

type Asking = 'skip' | 'pause' | 'reschedule' | 'cancel' | 'card' | null;

const problemOf = (error: unknown): string =>
  isApiError(error) && typeof error.status === 'number' ? error.message : t.failed;

/**
 * 'Your plan' on the receipt page of a plan's visit (docs/PRODUCT.md, Recurring plans): the terms the
 * customer signed up for, the next visits, the saved card's brand and last digits, and Skip this visit,
 * Pause until…, Change day or time, Change card (a popup payment of the next visit) and Cancel plan, each
 * confirmed in a dialog. Loaded lazily, only for a
 * plan's visit.
 */
export default function YourPlan({ booking, onChanged, slotPicker: SlotPicker }: YourPlanProps) {
  const titleId = useId();
  const plan = booking.plan;
  const [asking, setAsking] = useState<Asking>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Today in Lagos when the section opened: the pause's first and last dates.
  const [today] = useState(() => lagosDate(Date.now()));
  const [until, setUntil] = useState('');
  const [from, setFrom] = useState('');
  const [time, setTime] = useState('');
  const [refresh, setRefresh] = useState(0);
  const [skip, skipping] = usePlanSkipVisitMutation();
  const [pause, pausing] = usePlanPauseMutation();
  const [move, moving] = usePlanRescheduleMutation();
  const [cancel, cancelling] = usePlanCancelMutation();
  const [consent, setConsent] = useState(false);
  const card = useCardChange({ reference: booking.reference, token: booking.manage.token }, onChanged, () =>
    setAsking(null),
  );
  if (!plan) return null;
  // The visit's own location: the free times offered are of it.
  const where = locationSchema.safeParse(booking.location);

  const args = { reference: booking.reference, token: booking.manage.token };
  const run = async (call: () => Promise<ReceiptResponse>) => {
    setProblem(null);
    try {
      const answer = await call();
      notify.success(answer.message);
      setAsking(null);
      onChanged(answer);
    } catch (error) {
      setProblem(problemOf(error));
      // A time taken meanwhile: the calendar shows what is free now.
      if (isApiError(error) && error.status === 409) setRefresh((count) => count + 1);
    }
  };
  const close = () => {
    setAsking(null);
    setProblem(null);
    card.clearProblem();
  };
  const statusText =
    plan.status === 'paused' ? t.status.paused(longDate(plan.pausedUntil ?? today)) : t.status[plan.status];
  const reasons = [
    ...new Set([plan.skip, plan.pause, plan.cancel, plan.changeCard].map((each) => each.reason).filter(Boolean)),
  ];
  const toPay = plan.changeCard.visit;
  const problemLine = problem && (
    <p role="alert" className={styles.problem}>
      {problem}
    </p>
  );

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
      {card.problem && asking !== 'card' && (
        <p role="alert" className={styles.problem}>
          {card.problem}
        </p>
      )}
      <h3 className={styles.subtitle}>{t.nextVisits}</h3>
      {plan.nextVisits.length === 0 ? (
        <p className={styles.muted}>{t.noVisits}</p>
      ) : (
        <ul className={styles.visits}>
          {plan.nextVisits.map((visit) => (
            <li key={visit.reference}>
              <span>
                {longDate(visit.date)}, {visit.time}
              </span>
              <span className={styles.muted}>
                {[visit.reference === booking.reference ? t.thisVisit : null, visit.paid ? t.paid : null]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </li>
          ))}
        </ul>
      )}
      {(plan.skip.allowed || plan.pause.allowed || plan.cancel.allowed || plan.changeCard.allowed) && (
        <div className={styles.actions}>
          {plan.skip.allowed && (
            <button type="button" className={buttonClassName({ variant: 'outline' })} onClick={() => setAsking('skip')}>
              {t.skip}
            </button>
          )}
          {plan.pause.allowed && (
            <button
              type="button"
              className={buttonClassName({ variant: 'outline' })}
              onClick={() => setAsking('pause')}
            >
              {t.pause}
            </button>
          )}
          {/* A new day or time is open when a pause is: a started plan, not cancelled. */}
          {plan.pause.allowed && where.success && (
            <button
              type="button"
              className={buttonClassName({ variant: 'outline' })}
              onClick={() => setAsking('reschedule')}
            >
              {t.reschedule}
            </button>
          )}
          {plan.changeCard.allowed && toPay && (
            <button
              type="button"
              className={buttonClassName({ variant: 'outline' })}
              disabled={card.stage !== 'idle'}
              aria-busy={card.stage !== 'idle' || undefined}
              onClick={() => {
                setConsent(false);
                setProblem(null);
                card.clearProblem();
                setAsking('card');
              }}
            >
              {card.stage === 'confirming' ? t.cardConfirming : t.changeCard}
            </button>
          )}
          {plan.cancel.allowed && (
            <button
              type="button"
              className={buttonClassName({ variant: 'danger' })}
              onClick={() => setAsking('cancel')}
            >
              {t.cancel}
            </button>
          )}
        </div>
      )}
      {reasons
        .filter((reason) => reason !== booking.manage.cancel.reason)
        .map((reason) => (
          <p key={reason} className={styles.muted}>
            {reason}
          </p>
        ))}

      <ConfirmDialog
        open={asking === 'skip'}
        title={t.skipTitle}
        confirmLabel={t.skipConfirm}
        busyLabel={t.skipBusy}
        cancelLabel={t.keep}
        busy={skipping.isLoading}
        onConfirm={() => void run(() => skip(args).unwrap())}
        onCancel={close}
      >
        <p>{t.skipText(`${longDate(booking.date)}, ${booking.time}`, booking.manage.cancel.refund)}</p>
        {problemLine}
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'pause'}
        title={t.pauseTitle}
        confirmLabel={t.pauseConfirm}
        busyLabel={t.pauseBusy}
        cancelLabel={t.keep}
        busy={pausing.isLoading}
        onConfirm={() => {
          if (until) void run(() => pause({ ...args, until }).unwrap());
          else setProblem(t.pauseChooseDate);
        }}
        onCancel={close}
      >
        <p>{t.pauseText}</p>
        <Field label={t.pauseLabel}>
          {(control) => (
            <input
              {...control}
              type="date"
              required
              min={addDays(today, 1)}
              max={addDays(today, PLAN_PAUSE_MAX_DAYS)}
              value={until}
              onChange={(event) => setUntil(event.target.value)}
            />
          )}
        </Field>
        {problemLine}
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'reschedule'}
        title={t.rescheduleTitle}
        confirmLabel={t.rescheduleConfirm}
        busyLabel={t.rescheduleBusy}
        cancelLabel={t.keep}
        busy={moving.isLoading}
        onConfirm={() => {
          if (from && time) void run(() => move({ ...args, from, time }).unwrap());
          else setProblem(t.rescheduleChoose);
        }}
        onCancel={close}
      >
        <p>{t.rescheduleText(booking.manage.rescheduleCutoffHours)}</p>
        {where.success && asking === 'reschedule' && (
          <SlotPicker
            location={where.data}
            date={from}
            time={time}
            onDate={(next) => {
              setFrom(next);
              setTime('');
            }}
            onTime={setTime}
            refresh={refresh}
          />
        )}
        {problemLine}
      </ConfirmDialog>
      {toPay && (
        <ConfirmDialog
          open={asking === 'card'}
          title={t.changeCardTitle}
          confirmLabel={t.changeCardConfirm(toPay.amount)}
          // Paying is the way forward here, not a loss: the main colour, not the warning one.
          confirmVariant="normal"
          busyLabel={t.changeCardBusy}
          cancelLabel={t.keep}
          busy={card.stage === 'opening'}
          onConfirm={() => {
            if (consent) void card.begin();
            else setProblem(t.changeCardConsentNeeded);
          }}
          onCancel={close}
        >
          <p>{t.changeCardText(`${longDate(toPay.date)}, ${toPay.time}`, toPay.amount, plan.cardLast4)}</p>
          <label className={styles.consent}>
            <input
              type="checkbox"
              checked={consent}
              onChange={(event) => {
                setConsent(event.target.checked);
                setProblem(null);
              }}
            />
            <span>{t.changeCardConsent}</span>
          </label>
          {problemLine}
          {card.problem && (
            <p role="alert" className={styles.problem}>
              {card.problem}
            </p>
          )}
        </ConfirmDialog>
      )}
      <ConfirmDialog
        open={asking === 'cancel'}
        title={t.cancelTitle}
        confirmLabel={t.cancelConfirm}
        busyLabel={t.cancelBusy}
        cancelLabel={t.keep}
        busy={cancelling.isLoading}
        onConfirm={() => void run(() => cancel(args).unwrap())}
        onCancel={close}
      >
        <p>{t.cancelText}</p>
        {problemLine}
      </ConfirmDialog>
    </section>
  );
}
