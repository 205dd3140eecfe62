import { longDate } from '@clean/shared/lagos-time';
import { Button } from '@react-email/button';
import { Text } from '@react-email/text';
import type { BookingFacts } from '../../db/outbox-payloads';
import { EmailLayout, Facts, paragraph, primaryButton } from './layout';

export interface ReminderProps {
  booking: BookingFacts;
  receiptUrl: string;
}

export const reminderSubject = (booking: BookingFacts): string =>
  `Reminder: ${booking.serviceName} on ${longDate(booking.date)} at ${booking.time} (${booking.reference})`;

/** Sent REMINDER_HOURS_BEFORE hours before a paid visit: where, when, and how to get ready. */
export function Reminder({ booking, receiptUrl }: ReminderProps) {
  return (
    <EmailLayout preview={`Our crew comes on ${longDate(booking.date)} at ${booking.time}.`} title="See you soon">
      <Text style={paragraph}>Hello {booking.firstName}, a reminder of your appointment with us:</Text>
      <Facts
        rows={[
          ['Service', `${booking.serviceName} (${booking.productName})`],
          ['When', `${longDate(booking.date)}, ${booking.time}`],
          ['Where', `${booking.address}, ${booking.location}`],
          ['Reference', booking.reference],
        ]}
      />
      <Text style={paragraph}>
        To help the crew: clear the surfaces to be cleaned, keep water and power available, and make sure they can get
        in (gate, keys, building access).
      </Text>
      <Button href={receiptUrl} style={primaryButton}>
        See your receipt
      </Button>
    </EmailLayout>
  );
}
