/**
 * Which channel a message about a booking goes on (docs/PRODUCT.md, "Messages on WhatsApp and SMS"): the
 * customer's chosen channel first, then its topic's order (settings); of those, only the channels that
 * can reach them. A fallback takes the next of the same list.
 */
import type { MessageChannel, MessageTopic } from '@clean/shared/schemas';
import type { BookingMessageKind } from '../db/outbox-payloads';
import { isMobileNumber, toE164 } from '../domain/phone-number';
import { readStopped, readTopicOrder, type Reader } from '../repositories/channel-repository';

/** The topic (settings' row) of each message about a booking. */
export const TOPIC_OF: { [Kind in BookingMessageKind]: MessageTopic } = {
  'booking-received': 'received',
  'payment-confirmed': 'payment-confirmed',
  reminder: 'reminder',
  'reminder-sms': 'reminder',
  'booking-rebooked': 'moved',
  rescheduled: 'moved',
  'plan-visit-moved': 'moved',
  'booking-cancelled': 'cancelled',
  cancelled: 'cancelled',
  'booking-refunded': 'refunded',
  refunded: 'refunded',
  'booking-completed': 'completed',
  'plan-visit-skipped': 'plan-changes',
  'plan-paused': 'plan-changes',
  'plan-cancelled': 'plan-changes',
  'plan-resumed': 'plan-changes',
  'plan-rescheduled': 'plan-changes',
  'plan-price-offered': 'plan-changes',
  'plan-payment-needed': 'plan-charges',
  'plan-card-changed': 'plan-charges',
  'on-my-way': 'on-my-way',
  'could-not-work': 'could-not-work',
};

/** How a booking's customer can be reached: its e-mail, its phone if WhatsApp and SMS can reach it, their choice. */
export interface Reach {
  email: string;
  /** E.164, only for a mobile number; null otherwise. */
  phone: string | null;
  /** What the customer chose on the form (null: booked before the choice, so no WhatsApp). */
  chosen: MessageChannel | null;
}

export function reachOf(booking: { email: string; phone: string; contactChannel: MessageChannel | null }): Reach {
  const phone = toE164(booking.phone);
  return {
    email: booking.email,
    phone: phone && isMobileNumber(phone) ? phone : null,
    chosen: booking.contactChannel,
  };
}

/** What is known of the customer's channels when a message is queued. */
export interface ChannelFacts {
  reach: Reach;
  /** The channels with a provider configured. */
  configured: readonly MessageChannel[];
  /** The channels the customer's phone turned off with STOP. */
  stopped: readonly MessageChannel[];
}

/** Why `channel` cannot reach the customer, in a sentence for the console; null when it can. */
export function channelRefusal(channel: MessageChannel, facts: ChannelFacts): string | null {
  if (channel === 'email') return null;
  const name = channel === 'whatsapp' ? 'WhatsApp' : 'SMS';
  if (!facts.configured.includes(channel)) return `${name} is not set up on this site.`;
  if (!facts.reach.phone) return `The booking's phone is not a mobile number, so ${name} cannot reach it.`;
  if (facts.stopped.includes(channel)) return `The customer sent STOP on ${name}, so we no longer message them there.`;
  if (channel === 'whatsapp' && facts.reach.chosen !== 'whatsapp') {
    return 'The customer did not choose WhatsApp, so we message them there only if they do.';
  }
  return null;
}

/**
 * The channels a message may use, in order: the customer's choice, then the topic's order; those that
 * cannot reach them left out. Never empty: e-mail always reaches a booking.
 */
export function orderChannels(order: readonly MessageChannel[], facts: ChannelFacts): MessageChannel[] {
  const wanted = [...new Set([...(facts.reach.chosen ? [facts.reach.chosen] : []), ...order])];
  const usable = wanted.filter((channel) => channelRefusal(channel, facts) === null);
  return usable.length > 0 ? usable : ['email'];
}

/** The recipient of a message on `channel`: the E.164 phone, or the e-mail. */
export const recipientOn = (channel: MessageChannel, reach: Reach): string =>
  channel === 'email' ? reach.email : (reach.phone ?? reach.email);

/** What `channelsFor` reads, in the caller's transaction when there is one. */
export async function channelFacts(
  reader: Reader,
  reach: Reach,
  configured: readonly MessageChannel[],
): Promise<ChannelFacts> {
  const stopped = reach.phone ? (await readStopped(reader, reach.phone)).map((row) => row.channel) : [];
  return { reach, configured, stopped };
}

/** The channels of a message of `kind` to a booking's customer, in order. */
export async function channelsFor(
  reader: Reader,
  kind: BookingMessageKind,
  reach: Reach,
  configured: readonly MessageChannel[],
): Promise<MessageChannel[]> {
  // One after the other: a transaction's queries share one connection.
  const order = await readTopicOrder(reader, TOPIC_OF[kind]);
  return orderChannels(order, await channelFacts(reader, reach, configured));
}
