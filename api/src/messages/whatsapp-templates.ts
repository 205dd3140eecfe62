/**
 * What each message about a booking says on WhatsApp: an approved template and its body's parameters
 * in order (docs/ARCHITECTURE.md, "Messages on WhatsApp and SMS", lists the templates to have approved in
 * Meta's WhatsApp manager with their wording). The last parameter is always the booking's link.
 */
import { formatNaira, singleLine } from '@clean/shared/format';
import { longDate } from '@clean/shared/lagos-time';
import type { BookingFacts, BookingMessageKind } from '../db/outbox-payloads';
import type { WhatsAppTemplate } from './whatsapp';

/** The language every template is approved in. */
export const TEMPLATE_LANGUAGE = 'en_GB';

type TemplateOf = (booking: BookingFacts, link: string) => WhatsAppTemplate;

/**
 * A template of `name` whose parameters are the facts given, then the link. WhatsApp refuses a parameter
 * with a new line or tab, more than four spaces in a row, or an empty one: each is one line, never empty.
 */
const template =
  (name: string, facts: (booking: BookingFacts) => string[]): TemplateOf =>
  (booking, link) => ({
    name,
    language: TEMPLATE_LANGUAGE,
    parameters: [...facts(booking), link].map((value) => singleLine(value).replace(/ {4,}/g, '   ').trim() || '-'),
  });

const visit = (booking: BookingFacts) => [booking.firstName, booking.reference, longDate(booking.date), booking.time];
const planUpdate = (what: string) => template('plan_update', (booking) => [booking.firstName, what, booking.reference]);

/** Each kind's template: the compiler checks every message about a booking has one. */
export const WHATSAPP_TEMPLATES: { [Kind in BookingMessageKind]: TemplateOf } = {
  'booking-received': template('booking_received', visit),
  'payment-confirmed': template('payment_confirmed', visit),
  reminder: template('visit_reminder', (b) => [b.firstName, longDate(b.date), b.time, b.address]),
  // Old rows only: the reminder goes through the channel order now.
  'reminder-sms': template('visit_reminder', (b) => [b.firstName, longDate(b.date), b.time, b.address]),
  'booking-rebooked': template('visit_moved', visit),
  rescheduled: template('visit_moved', visit),
  'plan-visit-moved': template('visit_moved', visit),
  'booking-cancelled': template('booking_cancelled', (b) => [b.firstName, b.reference]),
  cancelled: template('booking_cancelled', (b) => [b.firstName, b.reference]),
  'booking-refunded': template('refund_sent', (b) => [
    b.firstName,
    formatNaira(b.refundedAmount ?? b.amount),
    b.reference,
  ]),
  refunded: template('refund_sent', (b) => [b.firstName, formatNaira(b.refundedAmount ?? b.amount), b.reference]),
  'booking-completed': template('visit_completed', (b) => [b.firstName, b.reference]),
  'plan-payment-needed': template('plan_payment_needed', (b) => [b.firstName, longDate(b.date), b.reference]),
  'plan-card-changed': template('plan_card_changed', (b) => [b.firstName, b.change?.card ?? '', b.reference]),
  'plan-visit-skipped': planUpdate('a visit of your plan is skipped'),
  'plan-paused': planUpdate('your plan is paused'),
  'plan-cancelled': planUpdate('your plan is cancelled'),
  'plan-resumed': planUpdate('your plan is running again'),
  'plan-rescheduled': planUpdate('your plan has a new day or time'),
  'plan-price-offered': planUpdate('a new price is offered for your plan'),
  'on-my-way': template('crew_on_the_way', (b) => [b.firstName, b.change?.crew ?? 'Our crew', b.address]),
  'could-not-work': template('crew_could_not_work', (b) => [b.firstName, b.change?.reason ?? '', b.reference]),
};
