/**
 * The console's conversations with customers' phones (docs/PRODUCT.md, "Messages on WhatsApp and SMS"):
 * the list, and a thread, whose opening marks their messages read.
 */
import type { Conversation, ConversationMessage, ConversationResponse } from '@clean/shared/schemas';
import { BOOKING_MESSAGE_KINDS, isErased, type BookingFacts, type BookingMessageKind } from '../db/outbox-payloads';
import { SMS_TEXTS } from '../messages/sms-texts';
import type { Transaction, UnitOfWork } from '../db/transaction';
import { whatsAppWindowUntil } from '../domain/whatsapp-window';
import type { ConversationRepository, InboundRow } from '../repositories/conversation-repository';
import type { OutboxRow } from '../repositories/outbox-repository';

type Conversations = Pick<ConversationRepository, 'page' | 'inbound' | 'outbound' | 'bookingOf' | 'markRead'>;

const isBookingMessage = (row: OutboxRow): row is Extract<OutboxRow, { kind: BookingMessageKind }> =>
  (BOOKING_MESSAGE_KINDS as readonly string[]).includes(row.kind);

/**
 * The words of one of our messages: an admin's answer as written; a message about a booking in the
 * words its SMS has (a WhatsApp template says the same), without the link; anything else by its kind.
 */
export function outboundText(row: OutboxRow): string {
  if (isErased(row.payload)) return 'Erased with the personal data';
  if (row.kind === 'whatsapp-reply') return row.payload.text;
  if (isBookingMessage(row)) {
    const facts = row.payload as BookingFacts;
    return SMS_TEXTS[row.kind](facts, '').trim();
  }
  return `Sent by the site: ${row.kind}`;
}

const toTheirs = (row: InboundRow): ConversationMessage => ({
  _id: row.id,
  direction: 'in',
  channel: row.channel,
  text: row.body,
  at: row.receivedAt.toISOString(),
  delivery: null,
  sentBy: null,
});

const toOurs = (row: OutboxRow): ConversationMessage => ({
  _id: row.id,
  direction: 'out',
  channel: row.channel,
  text: outboundText(row),
  at: row.createdAt.toISOString(),
  delivery:
    row.deliveryState && row.deliveryAt
      ? { state: row.deliveryState, at: row.deliveryAt.toISOString(), reason: row.deliveryReason }
      : null,
  sentBy: row.sentBy,
});

/** One page of conversations, latest first, with the number of them and of those unread. */
export async function listConversations(
  deps: { conversations: Pick<Conversations, 'page'> },
  page: number,
  pageSize: number,
  now: Date,
): Promise<{ conversations: Conversation[]; total: number; unread: number }> {
  const found = await deps.conversations.page((page - 1) * pageSize, pageSize);
  return {
    total: found.total,
    unread: found.unread,
    conversations: found.rows.map((row) => {
      const ours = row.lastOut && row.lastOut.createdAt > row.lastInAt ? row.lastOut : null;
      return {
        phone: row.phone,
        name: row.name,
        lastText: ours ? outboundText(ours) : row.lastInBody,
        lastAt: (ours ? ours.createdAt : row.lastInAt).toISOString(),
        unread: row.unread,
        appointmentId: row.appointmentId,
        reference: row.reference,
        windowOpenUntil: whatsAppWindowUntil(row.lastWhatsAppAt, now)?.toISOString() ?? null,
      };
    }),
  };
}

/**
 * The whole thread with `phone`, oldest first (theirs and ours on WhatsApp and SMS), after marking their
 * messages read at `now`; null when the phone never wrote to us.
 */
export async function openConversation(
  deps: Pick<UnitOfWork, 'db'> & { conversations: Conversations },
  phone: string,
  now: Date,
): Promise<Omit<ConversationResponse, 'success'> | null> {
  return deps.db.transaction(async (tx: Transaction) => {
    const theirs = await deps.conversations.inbound(tx, phone);
    const latest = theirs.at(-1);
    if (!latest) return null;
    await deps.conversations.markRead(tx, phone, now);
    const ours = await deps.conversations.outbound(tx, phone);
    const messages = [...theirs.map(toTheirs), ...ours.map(toOurs)].sort(
      (a, b) => a.at.localeCompare(b.at) || a._id.localeCompare(b._id),
    );
    const last = messages.at(-1) ?? toTheirs(latest);
    const lastWhatsApp = theirs.findLast((row) => row.channel === 'whatsapp');
    const named = theirs.findLast((row) => row.name !== null);
    const { appointmentId } = latest;
    const booking = appointmentId ? await deps.conversations.bookingOf(tx, appointmentId) : null;
    return {
      conversation: {
        phone,
        name: named?.name ?? booking?.name ?? null,
        lastText: last.text,
        lastAt: last.at,
        // Opening the thread has just read every message of theirs.
        unread: 0,
        appointmentId,
        reference: booking?.reference ?? null,
        windowOpenUntil: whatsAppWindowUntil(lastWhatsApp?.receivedAt ?? null, now)?.toISOString() ?? null,
      },
      messages,
    };
  });
}
