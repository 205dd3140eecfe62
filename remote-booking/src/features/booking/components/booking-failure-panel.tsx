import { buttonClassName, StatusPanel } from '@clean/shared/ui';
import { Link } from 'react-router-dom';
import type { BookingFailure } from '../lib/booking-failure';
import { bookingTexts } from '../lib/texts';

/**
 * Why the last Book Now failed: the message, a Retry when no answer came (the same attempt, so it cannot
 * book twice), and the receipt of a booking already waiting for payment.
 */
export function BookingFailurePanel({ failure, busy }: { failure: BookingFailure; busy: boolean }) {
  return (
    <StatusPanel
      title={bookingTexts.errorTitle}
      tone="error"
      level={3}
      actions={
        failure.retry && (
          <button type="button" className={buttonClassName()} onClick={failure.retry} disabled={busy}>
            {busy ? bookingTexts.retrying : bookingTexts.retry}
          </button>
        )
      }
    >
      <p>{failure.message}</p>
      {failure.retry && <p>{bookingTexts.networkHint}</p>}
      {failure.waitingReceipt && (
        <p>
          <Link to={failure.waitingReceipt}>{bookingTexts.waitingReceipt}</Link>
        </p>
      )}
    </StatusPanel>
  );
}
