import type { PriceLine } from '@clean/shared/format';

/**
 * What each outbox message stores in its payload (docs/ARCHITECTURE.md, "Background jobs and the
 * outbox"): the facts of the moment it was queued, by kind. The column is typed by it
 * (`outbox_messages.payload`), writing a message takes the payload of its kind, and composing one reads it.
 */

/**
 * The facts of a booking a message shows, as they were when the message was queued (stored in the
 * outbox's payload, so a message sent after a retry reads as it would have at once).
 */
export interface BookingFacts {
  reference: string;
  firstName: string;
  email: string;
  productName: string;
  serviceName: string;
  frequencyName: string;
  amount: number;
  location: string;
  address: string;
  date: string;
  time: string;
  /** When the unpaid hold runs out (ISO), null once paid. */
  holdExpiresAt: string | null;
  paidAt: string | null;
  createdAt: string;
  /** Naira refunded so far (absent in messages queued before refunds existed). */
  refundedAmount?: number;
  /** Set on the messages of a change the company made: what changed and why. */
  change?: BookingChange;
  /**
   * How the amount was made up, when more than the service itself (docs/PRODUCT.md, "A price that
   * fits the home"); absent for a plain booking and in messages queued before the lines were shown.
   */
  priceLines?: PriceLine[];
  /** The area of the address and its nearest landmark, when the booking gave them (absent before areas). */
  areaName?: string;
  landmark?: string;
}

/** A change the company made to a booking, as its message tells it. */
export interface BookingChange {
  /** A rebook: the slot it moved from. */
  previousDate?: string;
  previousTime?: string;
  /** The admin's note, where the action takes one (a refund). */
  note?: string;
  /** A plan change from the manage link: naira it sends back (the cancelled visits that were paid). */
  refunded?: number;
  /** A pause: the day the plan's visits start again. */
  until?: string;
  /** A plan change the staff made (from the console), not the customer from their link. */
  byStaff?: boolean;
  /** A plan's new day or time: its visits to come, at their new times. */
  visits?: { date: string; time: string }[];
  /** A new catalogue price offered to a plan, and the plan's own (naira per visit). */
  price?: { offered: number; current: number };
  /** A card change: the last four digits of the plan's new card. */
  card?: string;
  /** A crew's step (docs/PRODUCT.md, "The crew's day"): the crew's name, and why it could not work. */
  crew?: string;
  reason?: string;
}

/**
 * A crew member's sign-in link (docs/PRODUCT.md, "The crew's day"): `code` is the link's token, dropped
 * once the message is sent or given up, as a data request's code is.
 */
export interface CrewLinkFacts {
  crew: string;
  member: string;
  code?: string;
}

/**
 * An admin's answer from the inbox (docs/PRODUCT.md, "Messages on WhatsApp and SMS"): free text, sent
 * on WhatsApp inside the customer's 24-hour window only.
 */
export interface WhatsAppReplyFacts {
  text: string;
}

/** What a contact-message alert shows. */
export interface ContactAlertFacts {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** The facts of a data request's e-mail (nothing of the data): its code is dropped once the message is sent. */
export interface DataRequestLinkFacts {
  requestId: string;
  reference: string;
  code: string;
}

/** What is left of a message's payload once the personal data it held was erased. */
export interface ErasedPayload {
  erased: true;
}

/**
 * The messages about one booking to its customer (or its phone): the booking's facts, and a change. Each
 * goes on the channel order of its topic (api/src/messages/channel-order.ts).
 */
export const BOOKING_MESSAGE_KINDS = [
  'booking-received',
  'payment-confirmed',
  'reminder',
  'reminder-sms',
  'booking-rebooked',
  'booking-refunded',
  'booking-cancelled',
  'booking-completed',
  'rescheduled',
  'cancelled',
  'refunded',
  'plan-visit-moved',
  'plan-payment-needed',
  'plan-visit-skipped',
  'plan-paused',
  'plan-cancelled',
  'plan-resumed',
  'plan-rescheduled',
  'plan-price-offered',
  'plan-card-changed',
  'on-my-way',
  'could-not-work',
] as const;
export type BookingMessageKind = (typeof BOOKING_MESSAGE_KINDS)[number];

/** The payload of each kind of message (db/schema.ts checks that every kind has one, and no other). */
export type OutboxPayloads = Record<BookingMessageKind, BookingFacts> & {
  'admin-new-booking': BookingFacts;
  /** `reason`: why the payment needs attention, in words. */
  'admin-payment-attention': BookingFacts & { reason: string };
  'admin-booking-digest': { day: string; bookings: BookingFacts[] };
  'admin-contact-message': ContactAlertFacts;
  'erasure-confirmation': DataRequestLinkFacts;
  'data-download-link': DataRequestLinkFacts;
  'crew-sign-in-link': CrewLinkFacts;
  'crew-sign-in-link-sms': CrewLinkFacts;
  'whatsapp-reply': WhatsAppReplyFacts;
};

export const isErased = (payload: object): payload is ErasedPayload => 'erased' in payload;
