import { formatNaira } from '@clean/shared/format';
import { longDate } from '@clean/shared/lagos-time';
import { Button } from '@react-email/button';
import { Text } from '@react-email/text';
import type { BookingFacts, ContactAlertFacts } from '../../db/outbox-payloads';
import { EmailLayout, Facts, paragraph, primaryButton } from './layout';

const bookingRows = (booking: BookingFacts): [string, string][] => [
  ['Customer', `${booking.firstName} (${booking.email})`],
  ['Service', `${booking.serviceName} (${booking.productName})`],
  ['When', `${longDate(booking.date)}, ${booking.time}`],
  ['Where', `${booking.address}, ${booking.location}`],
  ['Amount', formatNaira(booking.amount)],
  ['Reference', booking.reference],
];

export const newBookingSubject = (booking: BookingFacts) =>
  `New paid booking: ${booking.serviceName} on ${longDate(booking.date)} (${booking.reference})`;

/** To an admin who wants each paid booking at once. */
export function NewBookingAlert({ booking, consoleUrl }: { booking: BookingFacts; consoleUrl: string }) {
  return (
    <EmailLayout preview={`${formatNaira(booking.amount)} paid by ${booking.firstName}`} title="A new paid booking">
      <Facts rows={bookingRows(booking)} />
      <Button href={consoleUrl} style={primaryButton}>
        Open the booking
      </Button>
    </EmailLayout>
  );
}

export const paymentAttentionSubject = (booking: BookingFacts) =>
  `Payment needs attention: ${booking.reference} (${formatNaira(booking.amount)})`;

/** To every admin who wants it, at once: a payment the company must act on (rebook or refund). */
export function PaymentAttentionAlert({
  booking,
  reason,
  consoleUrl,
}: {
  booking: BookingFacts;
  reason: string;
  consoleUrl: string;
}) {
  return (
    <EmailLayout preview={reason} title="A payment needs attention">
      <Text style={paragraph}>{reason}</Text>
      <Text style={paragraph}>Please call the customer, then rebook or refund the booking in the console.</Text>
      <Facts rows={bookingRows(booking)} />
      <Button href={consoleUrl} style={primaryButton}>
        Open needs attention
      </Button>
    </EmailLayout>
  );
}

export const contactMessageSubject = (message: ContactAlertFacts) => `Contact message: ${message.subject}`;

export function ContactMessageAlert({ message, consoleUrl }: { message: ContactAlertFacts; consoleUrl: string }) {
  return (
    <EmailLayout preview={`${message.name}: ${message.subject}`} title="A new contact message">
      <Facts
        rows={[
          ['From', `${message.name} (${message.email})`],
          ['Subject', message.subject],
        ]}
      />
      <Text style={{ ...paragraph, whiteSpace: 'pre-wrap' }}>{message.message}</Text>
      <Button href={consoleUrl} style={primaryButton}>
        Open the inbox
      </Button>
    </EmailLayout>
  );
}

export const bookingDigestSubject = (day: string, count: number) =>
  `${count} paid booking${count === 1 ? '' : 's'} on ${longDate(day)}`;

/** To an admin who chose the daily digest: the bookings paid the day before. */
export function BookingDigest({
  day,
  bookings,
  consoleUrl,
}: {
  day: string;
  bookings: BookingFacts[];
  consoleUrl: string;
}) {
  const total = bookings.reduce((sum, booking) => sum + booking.amount, 0);
  return (
    <EmailLayout
      preview={`${bookings.length} paid, ${formatNaira(total)} in all`}
      title={`Paid bookings of ${longDate(day)}`}
    >
      {bookings.map((booking) => (
        <Facts key={booking.reference} rows={bookingRows(booking)} />
      ))}
      <Text style={paragraph}>In all: {formatNaira(total)}.</Text>
      <Button href={consoleUrl} style={primaryButton}>
        Open the appointments
      </Button>
    </EmailLayout>
  );
}
