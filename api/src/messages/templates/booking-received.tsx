import { formatNaira } from '@clean/shared/format';
import { lagosDateTime, longDate } from '@clean/shared/lagos-time';
import { Button } from '@react-email/button';
import { Text } from '@react-email/text';
import type { BookingFacts } from '../../db/outbox-payloads';
import { EmailLayout, Facts, paragraph, primaryButton } from './layout';
import { addressRows, PriceMadeUp } from './price-and-address';

export interface BookingReceivedProps {
  booking: BookingFacts;
  receiptUrl: string;
}

export const bookingReceivedSubject = (booking: BookingFacts): string =>
  `Booking received: ${booking.serviceName} on ${longDate(booking.date)} (${booking.reference})`;

/** Sent when a booking is made: what was booked, how long the crew is held, and where to pay. */
export function BookingReceived({ booking, receiptUrl }: BookingReceivedProps) {
  const holdEnds = booking.holdExpiresAt ? lagosDateTime(booking.holdExpiresAt) : null;
  return (
    <EmailLayout
      preview={`We are holding your ${booking.serviceName} booking: pay to confirm it.`}
      title="Booking received, awaiting payment"
    >
      <Text style={paragraph}>Hello {booking.firstName}, thank you for booking with us. Here is what you chose:</Text>
      <Facts
        rows={[
          ['Service', `${booking.serviceName} (${booking.productName})`],
          ['How often', booking.frequencyName],
          ['When', `${longDate(booking.date)}, ${booking.time}`],
          ...addressRows(booking),
          ['Amount', formatNaira(booking.amount)],
          ['Reference', booking.reference],
        ]}
      />
      <PriceMadeUp booking={booking} />
      {holdEnds ? (
        <Text style={paragraph}>
          We are holding a crew for you until <strong>{holdEnds}</strong> (Lagos time). Pay before then to confirm the
          booking; after that the time may be given to someone else.
        </Text>
      ) : null}
      <Button href={receiptUrl} style={primaryButton}>
        Pay online from your receipt
      </Button>
      <Text style={{ ...paragraph, fontSize: '14px', marginTop: '16px' }}>
        The receipt page asks for the e-mail or phone number you booked with.
      </Text>
    </EmailLayout>
  );
}
