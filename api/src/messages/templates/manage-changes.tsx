import { formatNaira } from '@clean/shared/format';
import { longDate } from '@clean/shared/lagos-time';
import { Button } from '@react-email/button';
import { Text } from '@react-email/text';
import type { BookingFacts } from '../../db/outbox-payloads';
import { EmailLayout, Facts, paragraph, primaryButton } from './layout';

/** The customer's own changes from the manage link (docs/PRODUCT.md, Manage my booking). */
export interface ManageChangeProps {
  booking: BookingFacts;
  /** The manage link. */
  receiptUrl: string;
}

const when = (booking: BookingFacts) => `${longDate(booking.date)}, ${booking.time}`;

export const rescheduledSubject = (booking: BookingFacts): string =>
  `Moved: ${booking.serviceName} is now on ${longDate(booking.date)} at ${booking.time} (${booking.reference})`;

/** Sent when the customer moves the visit: the new time; the calendar file attached updates the event. */
export function Rescheduled({ booking, receiptUrl }: ManageChangeProps) {
  return (
    <EmailLayout preview={`Your visit is now on ${when(booking)}.`} title="Your visit is moved">
      <Text style={paragraph}>
        Hello {booking.firstName}, your appointment is moved. The calendar file attached updates it in your calendar.
      </Text>
      <Facts
        rows={[
          ['Service', `${booking.serviceName} (${booking.productName})`],
          ['New time', when(booking)],
          ['Where', `${booking.address}, ${booking.location}`],
          ['Reference', booking.reference],
        ]}
      />
      <Button href={receiptUrl} style={primaryButton}>
        See or change your booking
      </Button>
    </EmailLayout>
  );
}

export const cancelledSubject = (booking: BookingFacts): string =>
  `Cancelled: ${booking.serviceName} on ${longDate(booking.date)} (${booking.reference})`;

/** What a paid booking's cancel sends back, in the amount the cancel asked the provider for. */
function cancelRefundSentence(booking: BookingFacts): string {
  if (!booking.paidAt) return '';
  const refunded = booking.change?.refunded;
  // Queued before cancels carried their amount.
  if (refunded === undefined) return ' Your refund is on its way to your card; we will write again once it is sent.';
  if (refunded > 0) {
    return ` ${formatNaira(refunded)} is on its way back to your card; we will write again once it is sent.`;
  }
  return ' What you paid was refunded already, or is on its way back to your card.';
}

/** Sent when the customer cancels: a paid booking's refund follows in its own message. */
export function Cancelled({ booking, receiptUrl }: ManageChangeProps) {
  return (
    <EmailLayout preview={`Your booking for ${when(booking)} is cancelled.`} title="Your booking is cancelled">
      <Text style={paragraph}>
        Hello {booking.firstName}, your booking is cancelled as you asked.
        {cancelRefundSentence(booking)}
      </Text>
      <Facts
        rows={[
          ['Service', `${booking.serviceName} (${booking.productName})`],
          ['Was on', when(booking)],
          ['Reference', booking.reference],
        ]}
      />
      <Button href={receiptUrl} style={primaryButton}>
        See your booking
      </Button>
    </EmailLayout>
  );
}

export const refundedSubject = (booking: BookingFacts): string =>
  `Refunded: ${formatNaira(booking.refundedAmount ?? booking.amount)} for ${booking.reference}`;

/** Sent when the provider reports the refund processed. */
export function Refunded({ booking, receiptUrl }: ManageChangeProps) {
  const amount = formatNaira(booking.refundedAmount ?? booking.amount);
  return (
    <EmailLayout preview={`${amount} is on its way back to your card.`} title="Your refund is sent">
      <Text style={paragraph}>
        Hello {booking.firstName}, we sent {amount} back to the card you paid with. Banks usually show it within a few
        working days.
      </Text>
      <Facts
        rows={[
          ['Service', `${booking.serviceName} (${booking.productName})`],
          ['Refunded', amount],
          ['Reference', booking.reference],
        ]}
      />
      <Button href={receiptUrl} style={primaryButton}>
        See your booking
      </Button>
    </EmailLayout>
  );
}
