import { formatNaira } from '@clean/shared';
import { PriceLines } from '@clean/shared/ui';
import { toDisplayDate } from '@clean/shared/dates';
import { buttonClassName, Dialog } from '@clean/shared/ui';
import { useId, type RefObject } from 'react';
import type { BookedAppointment } from '../hooks/use-booking-submit';
import { useHoldCountdown } from '../../../hooks/use-hold-countdown';
import { holdCountdownText } from '../../../lib/hold-time';
import { bookingTexts } from '../lib/texts';
import styles from './appointment-overview.module.css';

interface AppointmentOverviewProps {
  booking: BookedAppointment;
  onCancel: () => void;
  /** Starts the payment; while absent, Pay Online is disabled with a hint (the payment step plugs in here). */
  onPay?: (booking: BookedAppointment) => void;
  /** Why Pay Online cannot be used now (e.g. the payment popup could not be loaded); shown under the hold. */
  payUnavailable?: string;
  /** The checkout is being opened: Pay Online says so and waits. */
  paying?: boolean;
  /** The hold ran out: books the same details again. */
  onBookAgain: () => void;
  bookingAgain?: boolean;
  /** Book Now, which lost focus while it was disabled: focus goes back there when the overview closes. */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

const t = bookingTexts.overview;

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * 'Appointment Overview' (docs/PRODUCT.md#booking): the customer's and the appointment's details, Pay Online
 * and Cancel, and the slot hold counting down (docs/PRODUCT.md#payments-and-holds). When the hold
 * runs out Pay Online gives way to 'Book again'.
 */
export function AppointmentOverview({
  booking,
  onCancel,
  onPay,
  payUnavailable,
  paying = false,
  onBookAgain,
  bookingAgain = false,
  returnFocusRef,
}: AppointmentOverviewProps) {
  const { body, names, answer } = booking;
  const secondsLeft = useHoldCountdown(booking.holdEndsAt);
  const expired = secondsLeft === 0;
  const hintId = useId();
  const hint = onPay ? payUnavailable : (payUnavailable ?? t.payUnavailable);

  const primary = expired ? (
    <button type="button" className={buttonClassName()} onClick={onBookAgain} disabled={bookingAgain}>
      {bookingAgain ? t.bookingAgain : t.bookAgain}
    </button>
  ) : (
    <button
      type="button"
      className={buttonClassName()}
      onClick={onPay ? () => onPay(booking) : undefined}
      disabled={!onPay || paying}
      aria-describedby={hint ? hintId : undefined}
    >
      {paying ? t.paying : t.pay}
    </button>
  );

  return (
    <Dialog
      open
      onClose={onCancel}
      title={t.title}
      dismissible={false}
      returnFocusRef={returnFocusRef}
      footer={
        <>
          {primary}
          <button type="button" className={buttonClassName({ variant: 'outline' })} onClick={onCancel}>
            {t.cancel}
          </button>
        </>
      }
    >
      <p className={expired ? `${styles.hold} ${styles.expired}` : styles.hold} role="timer" aria-live="off">
        {expired ? t.expired : holdCountdownText(secondsLeft)}
      </p>
      {!expired && hint && (
        <p id={hintId} className={styles.hint} role="status">
          {hint}
        </p>
      )}
      <div className={styles.columns}>
        <section aria-labelledby={`${hintId}-customer`}>
          <h3 id={`${hintId}-customer`} className={styles.heading}>
            {t.customer}
          </h3>
          <dl className={styles.list}>
            <Row label={t.name} value={`${body.firstName} ${body.lastName}`} />
            <Row label={t.address} value={body.address} />
            {names.area && <Row label={t.area} value={names.area} />}
            {body.landmark && <Row label={t.landmark} value={body.landmark} />}
            <Row label={t.email} value={body.email} />
            <Row label={t.phone} value={body.phone} />
          </dl>
        </section>
        <section aria-labelledby={`${hintId}-appointment`}>
          <h3 id={`${hintId}-appointment`} className={styles.heading}>
            {t.appointment}
          </h3>
          <dl className={styles.list}>
            <Row label={t.location} value={body.location} />
            <Row label={t.product} value={names.product} />
            <Row label={t.service} value={names.service} />
            <Row label={t.frequency} value={names.frequency} />
            <Row label={t.amount} value={formatNaira(answer.amount)} />
            <Row label={t.date} value={toDisplayDate(body.date)} />
            <Row label={t.time} value={body.time} />
          </dl>
          {answer.priceLines && (
            <div className={styles.lines}>
              <PriceLines lines={answer.priceLines} total={answer.amount} label={t.priceLines} />
            </div>
          )}
        </section>
      </div>
    </Dialog>
  );
}
