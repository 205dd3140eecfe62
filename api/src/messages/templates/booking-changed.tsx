import { company } from '@clean/shared/content';
import { formatNaira } from '@clean/shared/format';
import { longDate } from '@clean/shared/lagos-time';
import { Button } from '@react-email/button';
import { Text } from '@react-email/text';
import type { BookingFacts } from '../../db/outbox-payloads';
import { EmailLayout, Facts, paragraph, primaryButton } from './layout';

/** The changes the company makes to a booking that its customer hears of. */
export type BookingChangeKind = 'booking-rebooked' | 'booking-refunded' | 'booking-cancelled' | 'booking-completed';

export interface BookingChangedProps {
  kind: BookingChangeKind;
  booking: BookingFacts;
  receiptUrl: string;
}

const when = (date: string, time: string) => `${longDate(date)}, ${time}`;

export function bookingChangedSubject(kind: BookingChangeKind, booking: BookingFacts): string {
  switch (kind) {
    case 'booking-rebooked':
      return `New time: ${booking.serviceName} on ${longDate(booking.date)} at ${booking.time} (${booking.reference})`;
    case 'booking-refunded':
      return `Refunded: your ${booking.serviceName} booking (${booking.reference})`;
    case 'booking-cancelled':
      return `Cancelled: your ${booking.serviceName} on ${longDate(booking.date)} (${booking.reference})`;
    case 'booking-completed':
      return `Thank you: your ${booking.serviceName} is done (${booking.reference})`;
  }
}

/** What happened and why, in the customer's words. */
function explanation(kind: BookingChangeKind, booking: BookingFacts): string {
  const change = booking.change ?? {};
  switch (kind) {
    case 'booking-rebooked':
      return change.previousDate && change.previousTime
        ? `We moved your appointment from ${when(change.previousDate, change.previousTime)} to ${when(booking.date, booking.time)}, as the first time could no longer be kept.`
        : `We moved your appointment to ${when(booking.date, booking.time)}.`;
    case 'booking-refunded':
      return `We refunded your payment of ${formatNaira(booking.amount)} and cancelled the booking, as we could not give you a crew for it.`;
    case 'booking-cancelled':
      return `We cancelled your appointment of ${when(booking.date, booking.time)}. If you did not expect this, please call us on ${company.phone}.`;
    case 'booking-completed':
      return `Our crew has finished your ${booking.serviceName}. Thank you for choosing ${company.name}: we hope to see you again.`;
  }
}

const TITLES: Record<BookingChangeKind, string> = {
  'booking-rebooked': 'Your appointment has a new time',
  'booking-refunded': 'Your payment was refunded',
  'booking-cancelled': 'Your appointment was cancelled',
  'booking-completed': 'Thank you',
};

/** Sent when the company rebooks, refunds, cancels or completes a booking: what changed and why. */
export function BookingChanged({ kind, booking, receiptUrl }: BookingChangedProps) {
  const note = booking.change?.note;
  const text = explanation(kind, booking);
  return (
    <EmailLayout preview={text} title={TITLES[kind]}>
      <Text style={paragraph}>Hello {booking.firstName},</Text>
      <Text style={paragraph}>{text}</Text>
      {note ? <Text style={paragraph}>Our note: {note}</Text> : null}
      <Facts
        rows={[
          ['Service', `${booking.serviceName} (${booking.productName})`],
          ['When', when(booking.date, booking.time)],
          ['Where', `${booking.address}, ${booking.location}`],
          ['Reference', booking.reference],
        ]}
      />
      <Button href={receiptUrl} style={primaryButton}>
        See your booking
      </Button>
    </EmailLayout>
  );
}
