import { z } from 'zod';
import { pagingShape } from './admin';
import { delivery, messageChannel } from './channels';
import { id, isoTimestamp } from './common';

/** Where a message of the outbox is: waiting (or between retries), sent, or failed after its retries. */
export const OUTBOX_STATUSES = ['queued', 'sent', 'failed'] as const;
export const outboxStatus = z.enum(OUTBOX_STATUSES, { error: 'Status must be queued, sent or failed' });
export type OutboxStatus = z.infer<typeof outboxStatus>;

/** One message of the outbox (docs/PRODUCT.md#admin-console) as the console lists it. */
export const outboxMessage = z.object({
  _id: id,
  /** Its template: booking-received, payment-confirmed, reminder, reminder-sms, booking-…, admin-…. */
  kind: z.string(),
  /** An e-mail address, or a phone in E.164 (+234…) for WhatsApp and SMS. */
  recipient: z.string(),
  channel: messageChannel,
  /** The provider's last report of it (WhatsApp and SMS); null before any, and for e-mail. */
  delivery: delivery.nullable(),
  /** The message this one replaces after it failed on its channel (the fallback taken), and the reverse. */
  fallbackOf: z.string().nullable(),
  fallbackId: z.string().nullable(),
  status: outboxStatus,
  attempts: z.number().int().nonnegative(),
  /** The last failed attempt's reason, as the mail server (or SMS provider) gave it. */
  lastError: z.string().nullable(),
  appointmentId: z.string().nullable(),
  createdAt: isoTimestamp,
  sentAt: isoTimestamp.nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;

/**
 * GET /api/admin/outbox?status=&recipient=&page=&pageSize=: newest first, one status or all, to one
 * recipient (an address or a phone, any case; where the top bar's search leads) or to all.
 */
export const outboxQuery = z.object({
  ...pagingShape,
  status: outboxStatus.optional(),
  channel: messageChannel.optional(),
  recipient: z.string().trim().min(1).max(320, 'A recipient is at most 320 characters').optional(),
});
export type OutboxQuery = z.input<typeof outboxQuery>;

export const outboxResponse = z.object({
  success: z.literal(true),
  messages: z.array(outboxMessage),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type OutboxResponse = z.infer<typeof outboxResponse>;

/**
 * POST /api/admin/outbox/{id}/resend (body: outboxResendRequest, the channel): a copy is queued (and
 * sent by a job); it answers the copy.
 */
export const outboxResendResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  outboxMessage,
});
export type OutboxResendResponse = z.infer<typeof outboxResendResponse>;
