/**
 * The providers' reports of our WhatsApp and SMS messages, and the messages customers send us
 * (docs/ARCHITECTURE.md, "Messages on WhatsApp and SMS"). A report moves its message forward only; a
 * failure queues the fallback once. A customer's message is kept once per provider id; STOP alone turns
 * that channel off for the phone, START turns it on again.
 */
import { START_WORDS, STOP_WORDS, type DeliveryState, type MessageChannel } from '@clean/shared/schemas';
import type { UnitOfWork } from '../db/transaction';
import type { ChannelRepository, NewInboundMessage } from '../repositories/channel-repository';
import type { OutboxRepository } from '../repositories/outbox-repository';
import { queueFallback, type FallbackDeps } from './message-fallback';

export interface DeliveryReport {
  channel: MessageChannel;
  providerMessageId: string;
  state: DeliveryState;
  /** A failure's reason as the provider words it. */
  reason: string | null;
  at: Date;
}

export interface ReportDeps extends FallbackDeps {
  outbox: FallbackDeps['outbox'] & Pick<OutboxRepository, 'applyReport'>;
}

/** Applies a report; answers whether it changed a message (false: unknown, repeated or overtaken). */
export async function applyDeliveryReport(deps: ReportDeps, report: DeliveryReport): Promise<boolean> {
  const message = await deps.outbox.applyReport(report.channel, report.providerMessageId, report);
  if (!message) return false;
  if (report.state === 'failed') await queueFallback(deps, message);
  return true;
}

export interface InboundDeps extends Pick<UnitOfWork, 'db'> {
  channels: Pick<ChannelRepository, 'latestBookingOf' | 'recordInbound' | 'optOut' | 'optIn'>;
}

/** What a customer's message asks of its channel: STOP or START alone (any case), or nothing. */
export function channelWord(body: string): 'stop' | 'start' | null {
  const word = body.trim().toUpperCase();
  if ((STOP_WORDS as readonly string[]).includes(word)) return 'stop';
  if ((START_WORDS as readonly string[]).includes(word)) return 'start';
  return null;
}

/** Keeps a customer's message (phone in E.164); answers false for one kept already (a webhook sent twice). */
export async function receiveInboundMessage(deps: InboundDeps, message: NewInboundMessage): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const appointmentId = await deps.channels.latestBookingOf(message.phone, tx);
    const id = await deps.channels.recordInbound(tx, { ...message, appointmentId });
    if (!id) return false;
    const word = channelWord(message.body);
    if (word === 'stop') await deps.channels.optOut(tx, message.phone, message.channel, message.receivedAt, id);
    if (word === 'start') await deps.channels.optIn(tx, message.phone, message.channel);
    return true;
  });
}
