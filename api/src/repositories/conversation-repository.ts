import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { inboundMessages, outboxMessages } from '../db/schema';
import type { Transaction } from '../db/transaction';
import type { OutboxRow } from './outbox-repository';
import { rowsOf } from './customer-summaries';

export type InboundRow = typeof inboundMessages.$inferSelect;

/** One phone of the inbox as the list reads it: its latest message each way and its counts. */
export interface ConversationSummaryRow {
  phone: string;
  name: string | null;
  lastInAt: Date;
  lastInBody: string;
  /** Our latest message to the phone on WhatsApp or SMS, if any. */
  lastOut: OutboxRow | null;
  unread: number;
  /** The last WhatsApp message they sent: the 24-hour window counts from it. */
  lastWhatsAppAt: Date | null;
  appointmentId: string | null;
  reference: string | null;
}

/** The channels a conversation holds: a phone's messages, not its e-mails. */
const PHONE_CHANNELS = ['whatsapp', 'sms'] as const;

interface SummarySqlRow {
  phone: string;
  name: string | null;
  last_in_at: string | Date;
  last_in_body: string;
  last_out_id: string | null;
  unread: number | string;
  last_whatsapp_at: string | Date | null;
  appointment_id: string | null;
  reference: string | null;
}

const toDate = (value: string | Date): Date => (value instanceof Date ? value : new Date(value));

/**
 * The console's inbox of customers' WhatsApp and SMS messages (docs/PRODUCT.md, "Messages on WhatsApp
 * and SMS"): one conversation per phone that wrote to us, with our messages to that phone beside theirs.
 */
export function createConversationRepository(db: Database) {
  const outboxByIds = async (reader: Transaction | Database, ids: string[]): Promise<Map<string, OutboxRow>> => {
    if (ids.length === 0) return new Map();
    const rows = await reader.select().from(outboxMessages).where(inArray(outboxMessages.id, ids));
    return new Map(rows.map((row) => [row.id, row as OutboxRow]));
  };

  return {
    /**
     * `limit` conversations from `offset`, the one with the latest message (theirs or ours) first, with
     * the number of conversations and of those with unread messages: one snapshot, so counts and rows agree.
     */
    async page(
      offset: number,
      limit: number,
    ): Promise<{ rows: ConversationSummaryRow[]; total: number; unread: number }> {
      return db.transaction(
        async (tx) => {
          const found = await rowsOf<SummarySqlRow>(
            tx,
            sql`
            WITH phones AS (
              SELECT phone,
                max(received_at) AS last_in_at,
                count(*) FILTER (WHERE read_at IS NULL) AS unread,
                max(received_at) FILTER (WHERE channel = 'whatsapp') AS last_whatsapp_at
              FROM inbound_messages GROUP BY phone
            )
            SELECT p.phone, p.last_in_at, p.unread, p.last_whatsapp_at,
              li.body AS last_in_body, li.appointment_id,
              coalesce(named.name, nullif(trim(a.first_name || ' ' || a.last_name), '')) AS name,
              a.reference, lo.id AS last_out_id
            FROM phones p
            CROSS JOIN LATERAL (
              SELECT body, appointment_id FROM inbound_messages i
              WHERE i.phone = p.phone ORDER BY received_at DESC, id DESC LIMIT 1
            ) li
            LEFT JOIN LATERAL (
              SELECT name FROM inbound_messages i
              WHERE i.phone = p.phone AND name IS NOT NULL ORDER BY received_at DESC, id DESC LIMIT 1
            ) named ON true
            LEFT JOIN LATERAL (
              SELECT id, created_at FROM outbox_messages o
              WHERE o.recipient = p.phone AND o.channel IN ('whatsapp', 'sms')
              ORDER BY created_at DESC, id DESC LIMIT 1
            ) lo ON true
            LEFT JOIN appointments a ON a.id = li.appointment_id
            ORDER BY greatest(p.last_in_at, lo.created_at) DESC, p.phone
            LIMIT ${limit} OFFSET ${offset}`,
          );
          const outs = await outboxByIds(
            tx,
            found.flatMap((row) => (row.last_out_id ? [row.last_out_id] : [])),
          );
          const [counted] = await rowsOf<{ total: number | string; unread: number | string }>(
            tx,
            sql`SELECT count(DISTINCT phone) AS total,
              count(DISTINCT phone) FILTER (WHERE read_at IS NULL) AS unread FROM inbound_messages`,
          );
          return {
            rows: found.map((row) => ({
              phone: row.phone,
              name: row.name,
              lastInAt: toDate(row.last_in_at),
              lastInBody: row.last_in_body,
              lastOut: row.last_out_id ? (outs.get(row.last_out_id) ?? null) : null,
              unread: Number(row.unread),
              lastWhatsAppAt: row.last_whatsapp_at === null ? null : toDate(row.last_whatsapp_at),
              appointmentId: row.appointment_id,
              reference: row.reference,
            })),
            total: Number(counted?.total ?? 0),
            unread: Number(counted?.unread ?? 0),
          };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },

    /** The phone's messages to us, oldest first. */
    async inbound(reader: Transaction | Database, phone: string): Promise<InboundRow[]> {
      return reader
        .select()
        .from(inboundMessages)
        .where(eq(inboundMessages.phone, phone))
        .orderBy(asc(inboundMessages.receivedAt), asc(inboundMessages.id));
    },

    /** Our WhatsApp and SMS messages to the phone, oldest first. */
    async outbound(reader: Transaction | Database, phone: string): Promise<OutboxRow[]> {
      const rows = await reader
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.recipient, phone), inArray(outboxMessages.channel, [...PHONE_CHANNELS])))
        .orderBy(asc(outboxMessages.createdAt), asc(outboxMessages.id));
      return rows as OutboxRow[];
    },

    /** The booking's reference (for the thread's link) and its customer's name. */
    async bookingOf(
      reader: Transaction | Database,
      appointmentId: string,
    ): Promise<{ reference: string; name: string | null } | null> {
      const [row] = await rowsOf<{ reference: string; name: string | null }>(
        reader,
        sql`SELECT reference, nullif(trim(first_name || ' ' || last_name), '') AS name
          FROM appointments WHERE id = ${appointmentId}`,
      );
      return row ?? null;
    },

    /** Marks the phone's unread messages read at `at`; how many were. */
    async markRead(tx: Transaction, phone: string, at: Date): Promise<number> {
      const updated = await tx
        .update(inboundMessages)
        .set({ readAt: at })
        .where(and(eq(inboundMessages.phone, phone), isNull(inboundMessages.readAt)))
        .returning({ id: inboundMessages.id });
      return updated.length;
    },
  };
}

export type ConversationRepository = ReturnType<typeof createConversationRepository>;
