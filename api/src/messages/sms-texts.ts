/**
 * What each message about a booking says by SMS: one short text (one or two pages) ending with the
 * booking's link (its manage link, or its receipt page). The e-mail says the rest.
 */
import { company } from '@clean/shared/content';
import { formatNaira } from '@clean/shared/format';
import { longDate } from '@clean/shared/lagos-time';
import type { BookingFacts, BookingMessageKind } from '../db/outbox-payloads';

type TextOf = (booking: BookingFacts, link: string) => string;

/** `Sparkle: {what}. {link}` */
const text =
  (what: (booking: BookingFacts) => string): TextOf =>
  (booking, link) =>
    `${company.shortName}: ${what(booking)} ${link}`;

const when = (b: BookingFacts) => `${longDate(b.date)} at ${b.time}`;
const reminder = text(
  (b) => `reminder, our crew comes ${when(b)} to ${b.address}. Please clear surfaces, keep water and power on.`,
);
const moved = text((b) => `${b.firstName}, your visit ${b.reference} is now ${when(b)}.`);
const cancelled = text((b) => `${b.firstName}, booking ${b.reference} is cancelled.`);
const refunded = text(
  (b) => `${b.firstName}, we have sent ${formatNaira(b.refundedAmount ?? b.amount)} back for ${b.reference}.`,
);
const plan = (what: string) => text((b) => `${b.firstName}, ${what} (${b.reference}).`);

/** Each kind's text: the compiler checks every message about a booking has one. */
export const SMS_TEXTS: { [Kind in BookingMessageKind]: TextOf } = {
  'booking-received': text(
    (b) => `${b.firstName}, we have your booking ${b.reference} for ${when(b)}. Pay to confirm it.`,
  ),
  'payment-confirmed': text((b) => `${b.firstName}, payment received: ${b.reference} is confirmed for ${when(b)}.`),
  reminder,
  'reminder-sms': reminder,
  'booking-rebooked': moved,
  rescheduled: moved,
  'plan-visit-moved': moved,
  'booking-cancelled': cancelled,
  cancelled,
  'booking-refunded': refunded,
  refunded,
  'booking-completed': text((b) => `thank you, ${b.firstName}: your visit ${b.reference} is done.`),
  'plan-payment-needed': text(
    (b) => `${b.firstName}, we could not charge your card for the visit of ${longDate(b.date)}. Please pay here:`,
  ),
  'plan-card-changed': text((b) => `${b.firstName}, your plan now uses the card ending ${b.change?.card ?? ''}.`),
  'plan-visit-skipped': plan('a visit of your plan is skipped'),
  'plan-paused': plan('your plan is paused'),
  'plan-cancelled': plan('your plan is cancelled'),
  'plan-resumed': plan('your plan is running again'),
  'plan-rescheduled': plan('your plan has a new day or time'),
  'plan-price-offered': plan('a new price is offered for your plan'),
  'on-my-way': text((b) => `${b.change?.crew ?? 'our crew'} is on the way to ${b.address}.`),
  'could-not-work': text(
    (b) => `${b.firstName}, our crew could not work at your visit ${b.reference}: ${b.change?.reason ?? ''}.`,
  ),
};
