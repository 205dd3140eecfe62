import { isApiError, notify } from '@clean/shared';
import type { Location } from '@clean/shared/constants';
import { company, telHref } from '@clean/shared/content';
import { formatNaira } from '@clean/shared/format';
import { longDate } from '@clean/shared/lagos-time';
import { CANCEL_REASONS, location, type CancelReason, type Receipt, type ReceiptResponse } from '@clean/shared/schemas';
import { buttonClassName, Dialog, Field, VisuallyHidden } from '@clean/shared/ui';
import { useId, useState, type ComponentType } from 'react';
import { useReceiptCancelMutation, useReceiptRescheduleMutation } from '../api/manage-booking';
import { receiptTexts } from '../lib/texts';
import { whatsAppHref } from '../lib/whatsapp';
import styles from './receipt.module.css';

const t = receiptTexts.manage;

interface ManageBookingProps {
  booking: Receipt;
  slotPicker: SlotPicker;
  /** The receipt after a change (its new token replaces the link's). */
  onChanged: (answer: ReceiptResponse) => void;
}

const errorMessage = (error: unknown): string =>
  isApiError(error) && typeof error.status === 'number' ? error.message : receiptTexts.errorText;

/** The refund's state in words, when there is one. */
function RefundNotice({ booking }: { booking: Receipt }) {
  const { refund } = booking;
  if (!refund) return null;
  const amount = formatNaira(refund.amount);
  const text =
    refund.status === 'pending'
      ? t.refund.pending(amount)
      : refund.status === 'processed'
        ? t.refund.processed(amount)
        : t.refund.failed;
  return (
    <section className={styles.stack} aria-label={t.refundTitle[refund.status]}>
      <h2 className={styles.sectionTitle}>{t.refundTitle[refund.status]}</h2>
      <p>{text}</p>
    </section>
  );
}

/** WhatsApp and the phone number, for what cannot be done online. */
function ContactOptions({ reference }: { reference: string }) {
  return (
    <div className={styles.actions}>
      <a className={buttonClassName()} href={whatsAppHref(reference)} target="_blank" rel="noopener noreferrer">
        {receiptTexts.actions.whatsApp}
        <VisuallyHidden> (opens WhatsApp)</VisuallyHidden>
      </a>
      <a className={buttonClassName({ variant: 'outline' })} href={telHref()}>
        {t.call(company.phone)}
      </a>
    </div>
  );
}

/** What the page's slot picker needs: the booking form's calendar and time buttons for a location. */
export interface SlotPickerProps {
  location: Location;
  /** How long the visit takes: only times a crew is free for all of it are offered. */
  minutes?: number;
  date: string;
  time: string;
  onDate: (date: string) => void;
  onTime: (time: string) => void;
  /** Changes when the free times must be asked again (a time was taken meanwhile). */
  refresh: number;
}
export type SlotPicker = ComponentType<SlotPickerProps>;

/** 'Change date or time': the booking form's calendar and time buttons, free times of this location only. */
function ReschedulePicker({
  booking,
  onChanged,
  onClose,
  slotPicker: Picker,
}: ManageBookingProps & { onClose: () => void }) {
  const titleId = useId();
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [refresh, setRefresh] = useState(0);
  const [move, moving] = useReceiptRescheduleMutation();
  const [problem, setProblem] = useState<string | null>(null);
  // The booking's own location (the API's list of locations: anything else offers nothing to move to).
  const where = location.safeParse(booking.location);

  const submit = async () => {
    setProblem(null);
    try {
      const answer = await move({ reference: booking.reference, token: booking.manage.token, date, time }).unwrap();
      notify.success(answer.message);
      onChanged(answer);
      onClose();
    } catch (error) {
      setProblem(errorMessage(error));
      // Taken meanwhile: the calendar shows what is free now.
      if (isApiError(error) && error.status === 409) {
        setTime('');
        setRefresh((count) => count + 1);
      }
    }
  };

  return (
    <section className={styles.stack} aria-labelledby={titleId}>
      <h2 className={styles.sectionTitle} id={titleId}>
        {t.rescheduleTitle}
      </h2>
      <p>{t.rescheduleHint(booking.manage.reschedule.remaining)}</p>
      {where.success && (
        <Picker
          location={where.data}
          minutes={booking.durationMinutes}
          date={date}
          time={time}
          onDate={(next) => {
            setDate(next);
            setTime('');
          }}
          onTime={setTime}
          refresh={refresh}
        />
      )}
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className={buttonClassName()}
          disabled={!date || !time || moving.isLoading}
          onClick={() => void submit()}
        >
          {moving.isLoading ? t.moving : date && time ? t.confirmMove(longDate(date), time) : t.chooseFirst}
        </button>
        <button type="button" className={buttonClassName({ variant: 'outline' })} onClick={onClose}>
          {t.closePicker}
        </button>
      </div>
    </section>
  );
}

/** The confirm dialog of 'Cancel booking': the reason, and the refund the policy gives. */
function CancelDialog({
  booking,
  onChanged,
  onClose,
}: Omit<ManageBookingProps, 'slotPicker'> & { onClose: () => void }) {
  const [reason, setReason] = useState<CancelReason | ''>('');
  const [note, setNote] = useState('');
  const [cancel, cancelling] = useReceiptCancelMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const refund = booking.manage.cancel.refund;
  const needsNote = reason === 'Other' && note.trim() === '';

  const submit = async () => {
    if (!reason || needsNote) return;
    setProblem(null);
    try {
      const answer = await cancel({
        reference: booking.reference,
        token: booking.manage.token,
        reason,
        note: note.trim(),
      }).unwrap();
      notify.success(answer.message);
      onChanged(answer);
      onClose();
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t.cancelTitle}
      role="alertdialog"
      size="small"
      footer={
        <>
          <button type="button" className={buttonClassName({ variant: 'outline' })} onClick={onClose} data-autofocus>
            {t.keep}
          </button>
          <button
            type="button"
            className={buttonClassName({ variant: 'danger' })}
            disabled={!reason || needsNote || cancelling.isLoading}
            onClick={() => void submit()}
          >
            {cancelling.isLoading ? t.cancelling : t.confirmCancel}
          </button>
        </>
      }
    >
      <p>{refund !== null && refund > 0 ? t.refundFull(formatNaira(refund)) : t.noRefund}</p>
      <fieldset className={styles.reasons}>
        <legend>{t.reasonLabel}</legend>
        {CANCEL_REASONS.map((each) => (
          <label key={each} className={styles.reason}>
            <input
              type="radio"
              name="cancel-reason"
              value={each}
              checked={reason === each}
              onChange={() => setReason(each)}
            />
            {each}
          </label>
        ))}
      </fieldset>
      {reason === 'Other' && (
        <Field label={t.otherLabel}>
          {(control) => (
            <textarea {...control} rows={3} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
          )}
        </Field>
      )}
      {problem && <p role="alert">{problem}</p>}
    </Dialog>
  );
}

/**
 * What the customer may do now (docs/PRODUCT.md, Manage my booking): 'Change date or time' and 'Cancel
 * booking', each replaced by its reason when not allowed; past the cancellation cut-off of a paid booking,
 * WhatsApp and the phone number instead. The refund's state shows once there is one.
 */
export function ManageBooking({ booking, onChanged, slotPicker }: ManageBookingProps) {
  const [picking, setPicking] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const { reschedule, cancel } = booking.manage;
  const reasons = [...new Set([reschedule.reason, cancel.reason].filter((reason) => reason !== null))];

  return (
    <>
      <RefundNotice booking={booking} />
      <section className={styles.stack} aria-label={t.name}>
        <h2 className={styles.sectionTitle}>{t.name}</h2>
        {picking ? (
          <ReschedulePicker
            booking={booking}
            onChanged={onChanged}
            onClose={() => setPicking(false)}
            slotPicker={slotPicker}
          />
        ) : (
          (reschedule.allowed || cancel.allowed) && (
            <div className={styles.actions}>
              {reschedule.allowed && (
                <button type="button" className={buttonClassName()} onClick={() => setPicking(true)}>
                  {t.reschedule}
                </button>
              )}
              {cancel.allowed && (
                <button
                  type="button"
                  className={buttonClassName({ variant: 'outline' })}
                  onClick={() => setCancelling(true)}
                >
                  {t.cancel}
                </button>
              )}
            </div>
          )
        )}
        {reasons.map((reason) => (
          <p key={reason}>{reason}</p>
        ))}
        {cancel.contactInstead && (
          <>
            <p>{t.contactInstead}</p>
            <ContactOptions reference={booking.reference} />
          </>
        )}
      </section>
      {cancelling && <CancelDialog booking={booking} onChanged={onChanged} onClose={() => setCancelling(false)} />}
    </>
  );
}
