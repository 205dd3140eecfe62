import { z } from 'zod';
import { CHANNEL_LABELS, MESSAGE_CHANNELS } from '../constants';
import { pagingShape } from './admin';
import { id, isoTimestamp, messageResponse } from './common';
import { manageToken } from './manage-token';
import { privacyNoticeVersion } from './privacy';

/**
 * How customers hear from us (docs/PRODUCT.md, "Messages on WhatsApp and SMS"): each kind of message
 * goes out on the first channel of its order that the customer allows, and on the next one, once, when
 * that channel fails.
 */

export { CHANNEL_LABELS, MESSAGE_CHANNELS };
export const messageChannel = z.enum(MESSAGE_CHANNELS, { error: 'Choose WhatsApp, SMS or e-mail' });
export type MessageChannel = z.infer<typeof messageChannel>;

/**
 * The customer messages whose channels the company orders in settings. Each outbox kind about a booking
 * belongs to one (api/src/messages/channel-order.ts says which).
 */
export const MESSAGE_TOPICS = [
  'received',
  'payment-confirmed',
  'reminder',
  'moved',
  'cancelled',
  'refunded',
  'completed',
  'plan-changes',
  'plan-charges',
  'on-my-way',
  'could-not-work',
] as const;
export const messageTopic = z.enum(MESSAGE_TOPICS, { error: 'Unknown kind of message' });
export type MessageTopic = z.infer<typeof messageTopic>;

export const TOPIC_LABELS: Record<MessageTopic, string> = {
  received: 'Booking received',
  'payment-confirmed': 'Payment confirmed',
  reminder: 'Reminder the day before',
  moved: 'Visit moved',
  cancelled: 'Booking cancelled',
  refunded: 'Refund sent',
  completed: 'Thank you after the visit',
  'plan-changes': 'Plan paused, resumed or changed',
  'plan-charges': 'Plan charges and card',
  'on-my-way': 'Crew on the way',
  'could-not-work': 'Crew could not work',
};

/** The order every topic starts with: WhatsApp, then SMS, then e-mail. */
export const DEFAULT_CHANNEL_ORDER: readonly MessageChannel[] = ['whatsapp', 'sms', 'email'];

export const CHANNEL_ORDER_EMPTY = 'Keep at least one channel';
export const CHANNEL_ORDER_REPEATED = 'A channel can be in the order once';

/** An ordered list of channels, each at most once, at least one. */
export const channelOrder = z
  .array(messageChannel)
  .min(1, CHANNEL_ORDER_EMPTY)
  .max(MESSAGE_CHANNELS.length, CHANNEL_ORDER_REPEATED)
  .refine((channels) => new Set(channels).size === channels.length, CHANNEL_ORDER_REPEATED);

/** GET and PUT /api/admin/settings/message-channels: every topic's order, as a whole. */
export const messageChannelSettings = z.object({
  topics: z.array(z.object({ topic: messageTopic, channels: channelOrder })),
});
export type MessageChannelSettings = z.infer<typeof messageChannelSettings>;

export const messageChannelSettingsResponse = messageChannelSettings.extend({
  success: z.literal(true),
  message: z.string().optional(),
  /** The channels with a provider configured: a channel without one is skipped (and the page says so). */
  configured: z.array(messageChannel),
});
export type MessageChannelSettingsResponse = z.infer<typeof messageChannelSettingsResponse>;

/**
 * What the customer chose on the booking form or the manage page, with the privacy notice that was shown:
 * their first channel. WhatsApp goes only to a customer who chose it; SMS and e-mail are the fallbacks.
 */
export const contactPreference = z.object({
  channel: messageChannel,
  /** The notice's edition shown beside the choice; null: not recorded (booked before the choice). */
  noticeVersion: z.string().nullable(),
  chosenAt: isoTimestamp.nullable(),
  /** Channels turned off by the customer's STOP, with when. */
  stopped: z.array(z.object({ channel: messageChannel, at: isoTimestamp })),
});
export type ContactPreference = z.infer<typeof contactPreference>;

/** PUT /api/user/bookings/{reference}/contact-channel: the manage page changes the choice. */
export const contactChannelRequest = z.object({
  token: manageToken,
  channel: messageChannel,
  privacyNoticeVersion,
});
export type ContactChannelRequest = z.input<typeof contactChannelRequest>;

export const contactChannelResponse = messageResponse.extend({ contact: contactPreference });
export type ContactChannelResponse = z.infer<typeof contactChannelResponse>;

/** The words a customer sends to turn a channel off, and on again (any case, alone in the message). */
export const STOP_WORDS = ['STOP', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'] as const;
export const START_WORDS = ['START', 'UNSTOP'] as const;

/**
 * A message's delivery as its provider reports it: sent (accepted), delivered to the phone, read
 * (WhatsApp), or failed with the provider's reason. E-mail has no report past 'sent'.
 */
export const DELIVERY_STATES = ['sent', 'delivered', 'read', 'failed'] as const;
export const deliveryState = z.enum(DELIVERY_STATES);
export type DeliveryState = z.infer<typeof deliveryState>;

export const delivery = z.object({
  state: deliveryState,
  at: isoTimestamp,
  /** The provider's reason for a failure ('Re-engagement message', 'DND Active on Phone Number'). */
  reason: z.string().nullable(),
});
export type Delivery = z.infer<typeof delivery>;

/** POST /api/admin/outbox/{id}/resend: on the message's own channel, or on the one chosen. */
export const outboxResendRequest = z.object({ channel: messageChannel.optional() });
export type OutboxResendRequest = z.input<typeof outboxResendRequest>;

/** Inside the 24 hours after a customer's last WhatsApp message, the company may answer in free text. */
export const WHATSAPP_SESSION_HOURS = 24;
export const REPLY_MAX = 1000;
export const WINDOW_CLOSED =
  'The 24-hour window has closed: WhatsApp lets us answer only within 24 hours of their last message. Call or e-mail them instead.';

/** One message of a conversation with a customer's phone, inbound or ours. */
export const conversationMessage = z.object({
  _id: id,
  direction: z.enum(['in', 'out']),
  channel: messageChannel,
  text: z.string(),
  at: isoTimestamp,
  /** Ours: the delivery as reported; theirs: null. */
  delivery: delivery.nullable(),
  /** Ours: the admin who wrote it, or null for the site's own messages. */
  sentBy: z.string().nullable(),
});
export type ConversationMessage = z.infer<typeof conversationMessage>;

/** A customer's phone as the console inbox lists it, beside contact messages. */
export const conversation = z.object({
  /** E.164, the conversation's key. */
  phone: z.string(),
  name: z.string().nullable(),
  lastText: z.string(),
  lastAt: isoTimestamp,
  unread: z.number().int().nonnegative(),
  /** The customer's latest booking with this phone, for the link. */
  appointmentId: z.string().nullable(),
  reference: z.string().nullable(),
  /** Until when a free-text answer can go (null: closed). */
  windowOpenUntil: isoTimestamp.nullable(),
});
export type Conversation = z.infer<typeof conversation>;

/** GET /api/admin/conversations?page=&pageSize=: latest first. */
export const conversationsQuery = z.object(pagingShape);
export const conversationsResponse = z.object({
  success: z.literal(true),
  conversations: z.array(conversation),
  total: z.number().int().nonnegative(),
  unread: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type ConversationsResponse = z.infer<typeof conversationsResponse>;

/** GET /api/admin/conversations/{phone}: the whole thread, oldest first (reading it marks it read). */
export const conversationResponse = z.object({
  success: z.literal(true),
  conversation,
  messages: z.array(conversationMessage),
});
export type ConversationResponse = z.infer<typeof conversationResponse>;

/** POST /api/admin/conversations/{phone}/replies: a WhatsApp session message, inside the window. */
export const conversationReplyRequest = z.object({
  text: z.string().trim().min(1, 'Write a reply').max(REPLY_MAX, `A reply is at most ${REPLY_MAX} characters`),
});
export type ConversationReplyRequest = z.input<typeof conversationReplyRequest>;

export const conversationReplyResponse = messageResponse.extend({ reply: conversationMessage });
export type ConversationReplyResponse = z.infer<typeof conversationReplyResponse>;
