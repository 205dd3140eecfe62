import { formatNaira } from '@clean/shared/format';
import { lagosDateTime, longDate } from '@clean/shared/lagos-time';
import { Button } from '@react-email/button';
import { Text } from '@react-email/text';
import type { BookingFacts } from '../../db/outbox-payloads';
import { EmailLayout, Facts, paragraph, primaryButton } from './layout';
import { addressRows, PriceMadeUp } from './price-and-address';

export interface PaymentConfirmedProps {
  booking: BookingFacts;
  receiptUrl: string;
}

export const paymentConfirmedSubject = (booking: BookingFacts): string =>
  `Payment confirmed: ${booking.serviceName} on ${longDate(booking.date)} (${booking.reference})`;

/** Sent when a payment is recorded for a booking: the appointment, the amount paid, the receipt. */
export function PaymentConfirmed({ booking, receiptUrl }: PaymentConfirmedProps) {
  return (
    <EmailLayout
      preview={`${formatNaira(booking.amount)} received: see you on ${longDate(booking.date)}.`}
      title="Payment confirmed"
    >
      <Text style={paragraph}>
        Hello {booking.firstName}, we received your payment and your appointment is booked. The calendar file attached
        adds it to your calendar.
      </Text>
      <Facts
        rows={[
          ['Service', `${booking.serviceName} (${booking.productName})`],
          ['When', `${longDate(booking.date)}, ${booking.time}`],
          ...addressRows(booking),
          ['Amount paid', formatNaira(booking.amount)],
          ...(booking.paidAt ? ([['Paid on', lagosDateTime(booking.paidAt)]] as [string, string][]) : []),
          ['Reference', booking.reference],
        ]}
      />
      <PriceMadeUp booking={booking} />
      <Button href={receiptUrl} style={primaryButton}>
        See your receipt
      </Button>
    </EmailLayout>
  );
}
