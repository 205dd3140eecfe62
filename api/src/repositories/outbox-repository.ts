import type { DeliveryState, MessageChannel } from '@clean/shared/schemas';
import { randomUUID } from 'node:crypto';
import type { OutboxStatus } from '@clean/shared/schemas';
import { and, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { ErasedPayload, OutboxPayloads } from '../db/outbox-payloads';
import { LINK_KINDS, outboxMessages, type OutboxKind } from '../db/schema';
import type { Transaction } from '../db/transaction';

type StoredRow = typeof outboxMessages.$inferSelect;

/**
 * A stored message of kind K: its payload is its kind's (`queue` wrote them together) unless the personal
 * data it held was erased. Checking the kind narrows the payload.
 */
export type OutboxRowOf<K extends OutboxKind> = Omit<StoredRow, 'kind' | 'payload'> & {
  kind: K;
  payload: OutboxPayloads[K] | ErasedPayload;
};
export type OutboxRow = { [K in OutboxKind]: OutboxRowOf<K> }[OutboxKind];

/** The rows as read: the column types kind and payload apart; `queue` wrote them together. */
const asOutboxRows = (rows: StoredRow[]): OutboxRow[] => rows as OutboxRow[];

export interface NewOutboxMessage<K extends OutboxKind> {
  kind: K;
  recipient: string;
  appointmentId: string | null;
  payload: OutboxPayloads[K];
  /**
   * What makes it one of a kind for its booking and recipient (a second one is not written): the kind
   * for a message a booking gets once, the kind and the change's id for a repeatable one. None: no check.
   */
  dedupeKey?: string | null;
  /** Where it goes: e-mail unless said (the recipient is then an E.164 phone). */
  channel?: MessageChannel;
  /** The admin who wrote it (an answer from the inbox). */
  sentBy?: string | null;
  /**
   * A message about a booking to its customer: one per booking and dedupe key whatever its recipient, so
   * a change replayed after the customer's channel changed queues nothing more.
   */
  oncePerBooking?: boolean;
}

/** A report's state, ranked: a report moves a message forward only (failed is final). */
const DELIVERY_RANK = sql`CASE ${outboxMessages.deliveryState} WHEN 'sent' THEN 1 WHEN 'delivered' THEN 2 WHEN 'read' THEN 3 WHEN 'failed' THEN 4 ELSE 0 END`;
const RANK_OF: Record<DeliveryState, number> = { sent: 1, delivered: 2, read: 3, failed: 4 };

/**
 * A data request's link works only with its code, kept in the payload until the message is sent or given
 * up (docs/DECISIONS.md, "A data request covers only the proved contact"): then the code is dropped, so
 * nobody reading the outbox later holds a working link.
 */
const withoutCode = sql`CASE WHEN ${inArray(outboxMessages.kind, [...LINK_KINDS])}
  THEN ${outboxMessages.payload} - 'code' ELSE ${outboxMessages.payload} END`;

/** Called in the transaction that wrote a message: queues the job that sends it. */
export type DeliveryScheduler = (tx: Transaction, messageId: string) => Promise<void>;

/**
 * The outbox (docs/ARCHITECTURE.md, "Background jobs and the outbox"). `queue` writes a message and its
 * delivery job in the caller's transaction; the job then records each attempt here.
 */
export function createOutboxRepository(
  db: Database,
  scheduleDelivery: DeliveryScheduler,
  configuredChannels: readonly MessageChannel[] = ['email'],
) {
  /** Writes a message and its delivery job in `tx`; null when its dedupe key is taken. */
  const write = async (tx: Transaction, message: Omit<typeof outboxMessages.$inferInsert, 'id'>) => {
    const [row] = await tx
      .insert(outboxMessages)
      .values({ ...message, id: randomUUID() })
      .onConflictDoNothing()
      .returning({ id: outboxMessages.id });
    if (!row) return null;
    await scheduleDelivery(tx, row.id);
    return row.id;
  };

  return {
    /** The channels with a provider configured (config/index.ts, configuredChannels); e-mail always. */
    configuredChannels,

    /**
     * Writes the message and its delivery job in `tx`; a message with the same dedupe key for the same
     * booking and recipient (any recipient, `oncePerBooking`) is written once (answers null for a repeat).
     */
    async queue<K extends OutboxKind>(tx: Transaction, message: NewOutboxMessage<K>): Promise<string | null> {
      const { oncePerBooking, ...row } = message;
      if (oncePerBooking && row.appointmentId && row.dedupeKey) {
        const [taken] = await tx
          .select({ id: outboxMessages.id })
          .from(outboxMessages)
          .where(and(eq(outboxMessages.appointmentId, row.appointmentId), eq(outboxMessages.dedupeKey, row.dedupeKey)))
          .limit(1);
        if (taken) return null;
      }
      return write(tx, row);
    },

    /**
     * A copy of a stored message as it stands (an admin's resend), with no one-of-a-kind check, on its
     * own channel or on `to`'s.
     */
    async queueCopy(
      tx: Transaction,
      original: OutboxRow,
      to?: { channel: MessageChannel; recipient: string },
    ): Promise<string | null> {
      const { kind, recipient, appointmentId, payload, channel } = original;
      return write(tx, { kind, appointmentId, payload, dedupeKey: null, channel, recipient, ...to });
    },

    /**
     * The message `original` once more on `channel`, after it failed on its own: written once whoever
     * asks (a report twice, two processes), by the unique `fallback_of`. Null when it was written already.
     */
    async queueFallback(
      tx: Transaction,
      original: OutboxRow,
      to: { channel: MessageChannel; recipient: string },
    ): Promise<string | null> {
      const { kind, appointmentId, payload } = original;
      return write(tx, { kind, appointmentId, payload, dedupeKey: null, fallbackOf: original.id, ...to });
    },

    /** The fallback of each message of `ids` that has one: message id → its fallback's id. */
    async fallbacksOf(ids: string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: outboxMessages.id, of: outboxMessages.fallbackOf })
        .from(outboxMessages)
        .where(and(inArray(outboxMessages.fallbackOf, ids), isNotNull(outboxMessages.fallbackOf)));
      return new Map(rows.flatMap((row) => (row.of ? [[row.of, row.id] as const] : [])));
    },

    /** The message a provider knows by `providerMessageId` on `channel`. */
    async findByProviderId(channel: MessageChannel, providerMessageId: string): Promise<OutboxRow | null> {
      const [row] = asOutboxRows(
        await db
          .select()
          .from(outboxMessages)
          .where(and(eq(outboxMessages.channel, channel), eq(outboxMessages.providerMessageId, providerMessageId))),
      );
      return row ?? null;
    },

    /**
     * A provider's report of a message: applied only when it moves the message forward (sent <
     * delivered < read; failed is final, with its reason, and fails the message). Answers the message
     * when it changed, null otherwise (unknown, or a report already applied or overtaken).
     */
    async applyReport(
      channel: MessageChannel,
      providerMessageId: string,
      report: { state: DeliveryState; reason: string | null; at: Date },
    ): Promise<OutboxRow | null> {
      const failed = report.state === 'failed';
      const rows = await db
        .update(outboxMessages)
        .set({
          deliveryState: report.state,
          deliveryReason: report.reason,
          deliveryAt: report.at,
          updatedAt: report.at,
          ...(failed ? { status: 'failed' as const, lastError: report.reason } : {}),
        })
        .where(
          and(
            eq(outboxMessages.channel, channel),
            eq(outboxMessages.providerMessageId, providerMessageId),
            sql`${DELIVERY_RANK} < ${RANK_OF[report.state]}`,
          ),
        )
        .returning();
      return asOutboxRows(rows)[0] ?? null;
    },

    /**
     * `limit` messages from `offset`, newest first, of one status or all, to one recipient (any case)
     * or all, with how many there are.
     */
    async page(
      filter: {
        status?: OutboxStatus | undefined;
        channel?: MessageChannel | undefined;
        recipient?: string | undefined;
      },
      offset: number,
      limit: number,
    ): Promise<{ rows: OutboxRow[]; total: number }> {
      const where = and(
        filter.status ? eq(outboxMessages.status, filter.status) : undefined,
        filter.channel ? eq(outboxMessages.channel, filter.channel) : undefined,
        filter.recipient ? sql`lower(${outboxMessages.recipient}) = ${filter.recipient.toLowerCase()}` : undefined,
      );
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(outboxMessages)
          .where(where)
          .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(outboxMessages).where(where),
      ]);
      return { rows: asOutboxRows(rows), total: counted?.total ?? 0 };
    },

    /** The newest messages to a recipient whose address or phone contains `text` (the top-bar search). */
    async search(text: string, limit: number): Promise<OutboxRow[]> {
      const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return asOutboxRows(
        await db
          .select()
          .from(outboxMessages)
          .where(sql`lower(${outboxMessages.recipient}) LIKE ${pattern}`)
          .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
          .limit(limit),
      );
    },

    async find(id: string): Promise<OutboxRow | null> {
      const [row] = asOutboxRows(await db.select().from(outboxMessages).where(eq(outboxMessages.id, id)));
      return row ?? null;
    },

    /** The messages of one booking, oldest first. */
    async ofAppointment(appointmentId: string): Promise<OutboxRow[]> {
      return asOutboxRows(
        await db
          .select()
          .from(outboxMessages)
          .where(eq(outboxMessages.appointmentId, appointmentId))
          .orderBy(outboxMessages.createdAt),
      );
    },

    /**
     * Sent: by e-mail, or to a provider who answered its id of the message (`providerMessageId`), whose
     * reports then find it; its delivery is 'sent' until the first report.
     */
    async markSent(id: string, now: Date, providerMessageId: string | null = null): Promise<void> {
      await db
        .update(outboxMessages)
        .set({
          status: 'sent',
          attempts: sql`${outboxMessages.attempts} + 1`,
          sentAt: now,
          updatedAt: now,
          lastError: null,
          payload: withoutCode,
          ...(providerMessageId ? { providerMessageId, deliveryState: 'sent' as const, deliveryAt: now } : {}),
        })
        .where(eq(outboxMessages.id, id));
    },

    /**
     * A failed attempt: the message stays queued for the next one, or is failed when it was the last (a
     * data request's code is dropped then).
     */
    async markAttemptFailed(id: string, reason: string, final: boolean, now: Date): Promise<void> {
      await db
        .update(outboxMessages)
        .set({
          status: final ? 'failed' : 'queued',
          attempts: sql`${outboxMessages.attempts} + 1`,
          lastError: reason,
          updatedAt: now,
          ...(final ? { payload: withoutCode } : {}),
        })
        .where(eq(outboxMessages.id, id));
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
