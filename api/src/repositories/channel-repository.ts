import { randomUUID } from 'node:crypto';
import { DEFAULT_CHANNEL_ORDER, MESSAGE_TOPICS, type MessageChannel, type MessageTopic } from '@clean/shared/schemas';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appointments, channelOptOuts, inboundMessages, messageChannelOrders } from '../db/schema';
import { nationalPhone } from '../db/search-expressions';
import type { Transaction } from '../db/transaction';
import { nationalNumber } from '../domain/phone-number';
import { liveAppointment } from './appointment-scopes';

/** The database or a transaction: reads inside a change see the change's own writes. */
export type Reader = Pick<Database, 'select'>;

/** The order of one topic: the company's, or DEFAULT_CHANNEL_ORDER when it set none. */
export async function readTopicOrder(reader: Reader, topic: MessageTopic): Promise<readonly MessageChannel[]> {
  const [row] = await reader
    .select({ channels: messageChannelOrders.channels })
    .from(messageChannelOrders)
    .where(eq(messageChannelOrders.topic, topic));
  return row?.channels ?? DEFAULT_CHANNEL_ORDER;
}

/** The channels `phone` (E.164) turned off with STOP, with when. */
export async function readStopped(reader: Reader, phone: string): Promise<{ channel: MessageChannel; at: Date }[]> {
  return reader
    .select({ channel: channelOptOuts.channel, at: channelOptOuts.optedOutAt })
    .from(channelOptOuts)
    .where(eq(channelOptOuts.phone, phone));
}

export interface NewInboundMessage {
  channel: MessageChannel;
  providerMessageId: string;
  /** E.164. */
  phone: string;
  name: string | null;
  body: string;
  receivedAt: Date;
}

/**
 * Channels of the customers' messages (docs/PRODUCT.md, "Messages on WhatsApp and SMS"): each topic's
 * order, the channels a phone turned off with STOP, and the messages customers sent us.
 */
export function createChannelRepository(db: Database) {
  return {
    orderOf: (topic: MessageTopic, reader: Reader = db) => readTopicOrder(reader, topic),

    /** Every topic's order, in MESSAGE_TOPICS' order. */
    async orders(): Promise<{ topic: MessageTopic; channels: MessageChannel[] }[]> {
      const rows = await db.select().from(messageChannelOrders);
      const set = new Map(rows.map((row) => [row.topic, row.channels]));
      return MESSAGE_TOPICS.map((topic) => ({ topic, channels: [...(set.get(topic) ?? DEFAULT_CHANNEL_ORDER)] }));
    },

    /** Writes the orders given (one row per topic); answers nothing. */
    async saveOrders(
      tx: Transaction,
      topics: { topic: MessageTopic; channels: MessageChannel[] }[],
      updatedBy: string,
      now: Date,
    ): Promise<void> {
      for (const { topic, channels } of topics) {
        await tx
          .insert(messageChannelOrders)
          .values({ topic, channels, updatedBy, updatedAt: now })
          .onConflictDoUpdate({ target: messageChannelOrders.topic, set: { channels, updatedBy, updatedAt: now } });
      }
    },

    stopped: (phone: string, reader: Reader = db) => readStopped(reader, phone),

    /** `phone` turned `channel` off (a second STOP keeps the first's time). */
    async optOut(tx: Transaction, phone: string, channel: MessageChannel, at: Date, inboundId: string): Promise<void> {
      await tx
        .insert(channelOptOuts)
        .values({ phone, channel, optedOutAt: at, inboundMessageId: inboundId })
        .onConflictDoNothing();
    },

    /** `phone` turned `channel` on again (START). */
    async optIn(tx: Transaction, phone: string, channel: MessageChannel): Promise<void> {
      await tx.delete(channelOptOuts).where(and(eq(channelOptOuts.phone, phone), eq(channelOptOuts.channel, channel)));
    },

    /** What a booking's messages need to reach its customer: e-mail, phone as typed, choice; null: no booking. */
    async contactOf(
      appointmentId: string,
      reader: Reader = db,
    ): Promise<{ email: string; phone: string; contactChannel: MessageChannel | null } | null> {
      const [row] = await reader
        .select({ email: appointments.email, phone: appointments.phone, contactChannel: appointments.contactChannel })
        .from(appointments)
        .where(eq(appointments.id, appointmentId));
      return row ?? null;
    },

    /** The latest live booking of a phone (E.164), whatever way its number was typed. */
    async latestBookingOf(phone: string, reader: Reader = db): Promise<string | null> {
      const [row] = await reader
        .select({ id: appointments.id })
        .from(appointments)
        .where(and(liveAppointment, sql`${nationalPhone(appointments.phone)} = ${nationalNumber(phone)}`))
        .orderBy(desc(appointments.createdAt))
        .limit(1);
      return row?.id ?? null;
    },

    /** Keeps a customer's message once per provider id: its id, or null when it was kept already. */
    async recordInbound(
      tx: Transaction,
      message: NewInboundMessage & { appointmentId: string | null },
    ): Promise<string | null> {
      const [row] = await tx
        .insert(inboundMessages)
        .values({ id: randomUUID(), ...message })
        .onConflictDoNothing()
        .returning({ id: inboundMessages.id });
      return row?.id ?? null;
    },

    /** When `phone` last wrote to us on `channel`; null: never. */
    async lastInboundAt(phone: string, channel: MessageChannel): Promise<Date | null> {
      const [row] = await db
        .select({ at: inboundMessages.receivedAt })
        .from(inboundMessages)
        .where(and(eq(inboundMessages.phone, phone), eq(inboundMessages.channel, channel)))
        .orderBy(desc(inboundMessages.receivedAt))
        .limit(1);
      return row?.at ?? null;
    },
  };
}

export type ChannelRepository = ReturnType<typeof createChannelRepository>;
