import { addDays, lagosDate, longDate } from '@clean/shared/lagos-time';
import { useGetAvailabilityQuery } from '@clean/shared/api';
import {
  location as locationSchema,
  PLAN_PAUSE_MAX_DAYS,
  type AdminPlanDetail,
  type AdminPlanVisit,
} from '@clean/shared/schemas';
import { buttonClassName, ConfirmDialog, Field } from '@clean/shared/ui';
import { useState } from 'react';
import { useAction } from '../../../hooks/use-action';
import { useAdminPlanActionMutation, type PlanAction } from '../api/plans';
import { planTexts as texts } from '../lib/texts';
import styles from './plan-details.module.css';

/** Which dialog is open: a visit's skip, or one of the plan's actions. */
export type Asking =
  { action: 'skip'; visit: AdminPlanVisit } | { action: 'pause' | 'reschedule' | 'resume' | 'cancel' } | null;

interface PlanDialogsProps {
  plan: AdminPlanDetail;
  asking: Asking;
  onClose: () => void;
}

/** A date after today and at most PLAN_PAUSE_MAX_DAYS ahead (a pause's end, a plan's new next visit). */
function PlanDateField(props: { label: string; today: string; value: string; onChange: (date: string) => void }) {
  return (
    <Field label={props.label}>
      {(control) => (
        <input
          {...control}
          type="date"
          required
          min={addDays(props.today, 1)}
          max={addDays(props.today, PLAN_PAUSE_MAX_DAYS)}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

/**
 * The staff's actions on a plan, each confirmed in a dialog that says what it does and that the
 * customer is told; a refusal (the cut-off, a date out of range) is said in the dialog.
 */
export function PlanDialogs({ plan, asking, onClose }: PlanDialogsProps) {
  const [act] = useAdminPlanActionMutation();
  // A refusal is said in the dialog, which stays open, not in a toast.
  const action = useAction({ failureToast: false });
  // A date not chosen yet, said before anything is sent.
  const [missing, setMissing] = useState<string | null>(null);
  const problem = missing ?? action.failure?.message;
  // Today in Lagos when the page opened: the pause's first and last dates.
  const [today] = useState(() => lagosDate(Date.now()));
  const [until, setUntil] = useState('');
  const [from, setFrom] = useState('');
  const [time, setTime] = useState('');
  // The free times of the plan's location for its visits' length (the booking form's), asked only while
  // the dialog is open.
  const where = locationSchema.safeParse(plan.location);
  const availability = useGetAvailabilityQuery(
    where.success ? { location: where.data, minutes: plan.durationMinutes } : undefined,
    {
      skip: asking?.action !== 'reschedule' || !where.success,
    },
  );
  const times = availability.currentData?.find((entry) => entry.date === from)?.availableTimes ?? [];
  const close = () => {
    setMissing(null);
    action.clearFailure();
    onClose();
  };
  const run = async (request: PlanAction) => {
    setMissing(null);
    if (await action.run(() => act({ id: plan._id, ...request }).unwrap())) close();
  };
  const problemLine = problem && (
    <p role="alert" className={styles.problem}>
      {problem}
    </p>
  );
  const common = { busy: action.busy, busyLabel: texts.working, cancelLabel: texts.keep, onCancel: close };
  return (
    <>
      <ConfirmDialog
        {...common}
        open={asking?.action === 'skip'}
        title={texts.skipTitle}
        confirmLabel={texts.skip}
        onConfirm={() => {
          if (asking?.action === 'skip') void run({ action: 'skip', appointmentId: asking.visit.appointmentId });
        }}
      >
        {asking?.action === 'skip' && <p>{texts.skipText(`${longDate(asking.visit.date)}, ${asking.visit.time}`)}</p>}
        {problemLine}
      </ConfirmDialog>
      <ConfirmDialog
        {...common}
        open={asking?.action === 'pause'}
        title={texts.pauseTitle}
        confirmLabel={texts.pauseConfirm}
        onConfirm={() => {
          if (until) void run({ action: 'pause', until });
          else setMissing(texts.pauseChooseDate);
        }}
      >
        <p>{texts.pauseText(PLAN_PAUSE_MAX_DAYS)}</p>
        <PlanDateField label={texts.pauseUntil} today={today} value={until} onChange={setUntil} />
        {problemLine}
      </ConfirmDialog>
      <ConfirmDialog
        {...common}
        open={asking?.action === 'reschedule'}
        title={texts.rescheduleTitle}
        confirmLabel={texts.rescheduleConfirm}
        onConfirm={() => {
          if (from && time) void run({ action: 'reschedule', from, time });
          else setMissing(texts.rescheduleChoose);
        }}
      >
        <p>{texts.rescheduleText}</p>
        <PlanDateField
          label={texts.rescheduleFrom}
          today={today}
          value={from}
          onChange={(next) => {
            setFrom(next);
            setTime('');
          }}
        />
        {from && times.length === 0 && !availability.isFetching ? (
          <p className={styles.reason}>{texts.rescheduleNoTimes}</p>
        ) : (
          <Field label={texts.rescheduleTime}>
            {(control) => (
              <select {...control} required value={time} onChange={(event) => setTime(event.target.value)}>
                <option value="">—</option>
                {times.map((each) => (
                  <option key={each} value={each}>
                    {each}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        {problemLine}
      </ConfirmDialog>
      <ConfirmDialog
        {...common}
        open={asking?.action === 'resume'}
        title={texts.resumeTitle}
        confirmLabel={texts.resume}
        onConfirm={() => void run({ action: 'resume' })}
      >
        <p>{texts.resumeText}</p>
        {problemLine}
      </ConfirmDialog>
      <ConfirmDialog
        {...common}
        open={asking?.action === 'cancel'}
        title={texts.cancelTitle}
        confirmLabel={texts.cancel}
        onConfirm={() => void run({ action: 'cancel' })}
      >
        <p>{texts.cancelText}</p>
        {problemLine}
      </ConfirmDialog>
    </>
  );
}

/** The plan's own actions (pause, resume, cancel), each offered when allowed, else its reason. */
export function PlanActionButtons({
  plan,
  onAsk,
}: {
  plan: AdminPlanDetail;
  onAsk: (asking: Exclude<Asking, null>) => void;
}) {
  // A new day or time is open when a pause is (a started plan, not cancelled).
  const offered = (['pause', 'reschedule', 'resume', 'cancel'] as const).filter(
    (action) => plan[action === 'reschedule' ? 'pause' : action].allowed,
  );
  const reasons = [...new Set([plan.pause, plan.cancel].map((each) => each.reason).filter(Boolean))];
  return (
    <div className={styles.actions}>
      {offered.length > 0 && (
        <div className={styles.buttons}>
          {offered.map((action) => (
            <button
              key={action}
              type="button"
              className={buttonClassName({ variant: action === 'cancel' ? 'danger' : 'outline' })}
              onClick={() => onAsk({ action })}
            >
              {texts[action]}
            </button>
          ))}
        </div>
      )}
      {reasons.map((reason) => (
        <p key={reason} className={styles.reason}>
          {reason}
        </p>
      ))}
    </div>
  );
}
