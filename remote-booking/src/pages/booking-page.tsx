import { PageHeader } from '@clean/shared/ui';
import { PageCard } from '../components/page-card/page-card';
import { BookingForm, type BookingFormProps } from '../features/booking/components/booking-form';
import { bookingTexts } from '../features/booking/lib/texts';
import { PaymentResult } from '../features/payment/components/payment-result';
import { usePayment } from '../features/payment/hooks/use-payment';

/**
 * /services/cleaning-services/appointment: 'Book a Cleaning Service' (docs/PRODUCT.md#booking). The page joins
 * the booking form and the payment step: Pay Online in the overview starts the payment, and the
 * payment hides the overview while its checkout is open.
 */
export default function BookingPage() {
  const payment = usePayment();
  const onPay: BookingFormProps['onPay'] = ({ answer, body }, settle) =>
    void payment.pay(
      {
        appointmentId: answer.appointmentId,
        reference: answer.reference,
        manageToken: answer.manageToken,
        amount: answer.amount,
        email: body.email,
        date: body.date,
        time: body.time,
        service: body.service,
        frequency: body.frequency,
      },
      settle,
    );

  return (
    <>
      <PageHeader title={bookingTexts.title} />
      <PageCard label="Booking details">
        <BookingForm
          onPay={onPay}
          payment={{
            hidden: payment.overviewHidden,
            paying: payment.opening,
            unavailable: payment.unavailable,
            cancel: payment.abandon,
          }}
        />
      </PageCard>
      <PaymentResult outcome={payment.outcome} confirming={payment.confirming} onClose={payment.dismiss} />
    </>
  );
}
