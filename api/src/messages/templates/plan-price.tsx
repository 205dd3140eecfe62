import { formatNaira } from '@clean/shared/format';
import { Button } from '@react-email/button';
import { Text } from '@react-email/text';
import type { BookingFacts } from '../../db/outbox-payloads';
import { EmailLayout, paragraph, primaryButton } from './layout';

export const planPriceOfferedSubject = (booking: BookingFacts): string =>
  `A new price for your ${booking.serviceName} plan (${booking.reference})`;

/**
 * The catalogue's price of a plan's frequency changed (docs/PRODUCT.md, Recurring plans): the plan keeps
 * its own price until the customer accepts the new one on their booking link.
 */
export function PlanPriceOffered({ booking, receiptUrl }: { booking: BookingFacts; receiptUrl: string }) {
  const price = booking.change?.price;
  const offered = formatNaira(price?.offered ?? booking.amount);
  const current = formatNaira(price?.current ?? booking.amount);
  const text =
    `Our price for your ${booking.serviceName} visits is now ${offered} per visit. Your plan stays at ` +
    `${current} per visit until you accept the new price on your booking link; nothing changes before then.`;
  return (
    <EmailLayout preview={text} title="A new price for your plan">
      <Text style={paragraph}>Hello {booking.firstName},</Text>
      <Text style={paragraph}>{text}</Text>
      <Button href={receiptUrl} style={primaryButton}>
        See your plan
      </Button>
    </EmailLayout>
  );
}
