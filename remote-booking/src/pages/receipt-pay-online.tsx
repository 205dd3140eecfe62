import { buttonClassName } from '@clean/shared/ui';
import { bookingTexts } from '../features/booking/lib/texts';
import { PaymentResult } from '../features/payment/components/payment-result';
import { usePayment } from '../features/payment/hooks/use-payment';
import type { PayOnlineProps } from '../features/receipt/components/booking-receipt';
import styles from './receipt-pay-online.module.css';

/**
 * The receipt's Pay Online (docs/PRODUCT.md#receipts): the booking page's payment step for a booking
 * that awaits payment, a plan visit whose card was refused included. It stays mounted once shown, so
 * the checkout's result stays on screen when the receipt, read again, turns Paid (or the hold ends).
 */
export default function ReceiptPayOnline({ booking, holdLive }: PayOnlineProps) {
  const payment = usePayment();
  const t = bookingTexts.overview;
  const details = booking.payment;
  const pay = () => {
    if (!details) return;
    void payment.pay(
      {
        appointmentId: details.appointmentId,
        reference: booking.reference,
        manageToken: booking.manage.token,
        amount: booking.amount,
        email: details.email,
        date: booking.date,
        time: booking.time,
        service: details.service,
        frequency: details.frequency,
      },
      // Paid, or a transfer on its way: the payment calls read the receipt again (the booking's cache
      // tag), so it says where the booking stands now.
    );
  };
  // While the checkout is open or its result shows, the button steps aside as the booking's overview does.
  const offered = holdLive && details !== null && !payment.overviewHidden;
  return (
    <>
      {offered && (
        <div className={styles.pay}>
          <button type="button" className={buttonClassName()} onClick={pay} disabled={payment.opening}>
            {payment.opening ? t.paying : t.pay}
          </button>
          {payment.unavailable && (
            <p role="alert" className={styles.problem}>
              {payment.unavailable}
            </p>
          )}
        </div>
      )}
      <PaymentResult outcome={payment.outcome} confirming={payment.confirming} onClose={payment.dismiss} />
    </>
  );
}
