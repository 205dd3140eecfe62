/**
 * The providers' webhook bodies, read into our terms: delivery reports and customers' messages. Only the
 * fields we use are checked; anything else in a body is ignored (providers add fields).
 */
import type { DeliveryState, MessageChannel } from '@clean/shared/schemas';
import { z } from 'zod';
import { toE164 } from '../domain/phone-number';
import type { NewInboundMessage } from '../repositories/channel-repository';

/** A provider's report of one of our messages, found by its id on the channel. */
export interface DeliveryReport {
  channel: MessageChannel;
  providerMessageId: string;
  state: DeliveryState;
  /** A failure's reason as the provider words it. */
  reason: string | null;
  at: Date;
}

const whatsAppStatus = z.object({
  id: z.string().min(1),
  status: z.string(),
  timestamp: z.string().regex(/^\d+$/).optional(),
  errors: z
    .array(z.object({ code: z.number().optional(), title: z.string().optional(), message: z.string().optional() }))
    .optional(),
});

const whatsAppMessage = z.object({
  from: z.string().min(1),
  id: z.string().min(1),
  timestamp: z.string().regex(/^\d+$/).optional(),
  type: z.string(),
  text: z.object({ body: z.string() }).optional(),
});

/** Meta's envelope: `{object, entry: [{changes: [{field, value: {statuses?, messages?, contacts?}}]}]}`. */
export const whatsAppWebhook = z.object({
  object: z.string(),
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({
          field: z.string(),
          value: z.object({
            statuses: z.array(whatsAppStatus).optional(),
            messages: z.array(whatsAppMessage).optional(),
            contacts: z
              .array(z.object({ wa_id: z.string(), profile: z.object({ name: z.string() }).optional() }))
              .optional(),
          }),
        }),
      ),
    }),
  ),
});
export type WhatsAppWebhook = z.infer<typeof whatsAppWebhook>;

const WHATSAPP_STATES: Record<string, DeliveryState> = {
  sent: 'sent',
  delivered: 'delivered',
  read: 'read',
  failed: 'failed',
};

const fromSeconds = (seconds: string | undefined, now: Date): Date =>
  seconds ? new Date(Number(seconds) * 1000) : now;

/** A phone as WhatsApp writes it (digits, no +) in E.164; null when it is none. */
const waPhone = (digits: string): string | null => toE164(digits.startsWith('+') ? digits : `+${digits}`);

/** The reports and messages of a WhatsApp webhook (statuses we do not know, like 'deleted', are left out). */
export function readWhatsAppWebhook(
  body: WhatsAppWebhook,
  now: Date,
): { reports: DeliveryReport[]; messages: NewInboundMessage[] } {
  const reports: DeliveryReport[] = [];
  const messages: NewInboundMessage[] = [];
  for (const change of body.entry.flatMap((entry) => entry.changes)) {
    if (change.field !== 'messages') continue;
    for (const status of change.value.statuses ?? []) {
      const state = WHATSAPP_STATES[status.status];
      if (!state) continue;
      const error = status.errors?.[0];
      reports.push({
        channel: 'whatsapp',
        providerMessageId: status.id,
        state,
        reason: state === 'failed' ? (error?.title ?? error?.message ?? 'Failed') : null,
        at: fromSeconds(status.timestamp, now),
      });
    }
    const names = new Map((change.value.contacts ?? []).map((contact) => [contact.wa_id, contact.profile?.name]));
    for (const message of change.value.messages ?? []) {
      const phone = waPhone(message.from);
      if (!phone) continue;
      messages.push({
        channel: 'whatsapp',
        providerMessageId: message.id,
        phone,
        name: names.get(message.from) ?? null,
        // Only text is read; a photo or a voice note is kept as what it is.
        body: message.text?.body ?? `(${message.type} message)`,
        receivedAt: fromSeconds(message.timestamp, now),
      });
    }
  }
  return { reports, messages };
}

/**
 * Termii's events (developer.termii.com, "Events and Reports"): a delivery report `{type: 'outbound',
 * message_id, status, …}`, or a customer's message `{type: 'inbound', id, sender, message, …}`.
 */
export const termiiWebhook = z.discriminatedUnion('type', [
  z.object({ type: z.literal('outbound'), message_id: z.union([z.string().min(1), z.number()]), status: z.string() }),
  z.object({
    type: z.literal('inbound'),
    id: z.union([z.string().min(1), z.number()]),
    sender: z.string().min(1),
    message: z.string(),
  }),
]);
export type TermiiWebhook = z.infer<typeof termiiWebhook>;

/** Termii's statuses that are not failures: the rest ('DND Active on Phone Number', 'Message Failed', …) are. */
const TERMII_STATES: Record<string, DeliveryState> = {
  delivered: 'delivered',
  'message sent': 'sent',
  sent: 'sent',
  received: 'sent',
};

export function readTermiiWebhook(
  body: TermiiWebhook,
  now: Date,
): { reports: DeliveryReport[]; messages: NewInboundMessage[] } {
  if (body.type === 'outbound') {
    const state = TERMII_STATES[body.status.trim().toLowerCase()] ?? 'failed';
    return {
      reports: [
        {
          channel: 'sms',
          providerMessageId: String(body.message_id),
          state,
          reason: state === 'failed' ? body.status : null,
          at: now,
        },
      ],
      messages: [],
    };
  }
  const phone = waPhone(body.sender);
  if (!phone) return { reports: [], messages: [] };
  return {
    reports: [],
    messages: [
      { channel: 'sms', providerMessageId: String(body.id), phone, name: null, body: body.message, receivedAt: now },
    ],
  };
}
