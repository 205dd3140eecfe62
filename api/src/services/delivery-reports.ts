/**
 * The providers' reports of our WhatsApp and SMS messages, and the messages customers send us
 * (docs/ARCHITECTURE.md, "Messages on WhatsApp and SMS"). A report moves its message forward only; a
 * failure queues the fallback once. A customer's message is kept once per provider id; STOP alone turns
 * that channel off for the phone, START turns it on again.
 */
import { START_WORDS, STOP_WORDS } from '@clean/shared/schemas';
import type { z } from 'zod';
import { badRequest, conflict, unauthorized } from '../http/http-errors';
import {
  readTermiiWebhook,
  readWhatsAppWebhook,
  termiiWebhook,
  whatsAppWebhook,
  type DeliveryReport,
} from '../messages/provider-webhooks';
import { hasValidMetaSignature, hasValidTermiiSignature } from '../messages/webhook-signatures';
import type { UnitOfWork } from '../db/transaction';
import type { ChannelRepository, NewInboundMessage } from '../repositories/channel-repository';

export type { DeliveryReport } from '../messages/provider-webhooks';
import type { OutboxRepository } from '../repositories/outbox-repository';
import { queueFallback, type FallbackDeps } from './message-fallback';

export interface ReportDeps extends FallbackDeps {
  outbox: FallbackDeps['outbox'] & Pick<OutboxRepository, 'applyReport' | 'findByProviderId'>;
}

/**
 * Applies a report: 'applied', 'kept' (repeated or overtaken by a later state), or 'unknown' when no
 * message has that provider id yet. A report can overtake the send's own answer: the provider's
 * webhook arrives before the job recorded the id.
 */
export async function applyDeliveryReport(
  deps: ReportDeps,
  report: DeliveryReport,
): Promise<'applied' | 'kept' | 'unknown'> {
  const message = await deps.outbox.applyReport(report.channel, report.providerMessageId, report);
  if (!message) {
    const known = await deps.outbox.findByProviderId(report.channel, report.providerMessageId);
    return known ? 'kept' : 'unknown';
  }
  if (report.state === 'failed') await queueFallback(deps, message);
  return 'applied';
}

/**
 * What a webhook with a report of a message not known yet is answered (409): the providers send a
 * webhook again until it is answered 2xx (Meta for days, Termii and the sandbox a few times), by which
 * time the send's answer is recorded. The webhook's other contents were applied, and applying them
 * again changes nothing.
 */
export const REPORT_NOT_KNOWN_YET = 'A reported message is not known yet: send the report again.';

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

/** The signature of a webhook as received: its header, and the secret it must be keyed with. */
export interface SignedBody {
  raw: Buffer;
  signature: unknown;
  secret: string | undefined;
}

export const BAD_SIGNATURE = 'The webhook signature is missing or does not match.';

/** The JSON of a signed body, or a 400 naming what is wrong with it. */
function parseSigned<T>(raw: Buffer, schema: z.ZodType<T>, what: string): T {
  let json: unknown;
  try {
    json = JSON.parse(raw.toString('utf8')) as unknown;
  } catch {
    throw badRequest('The webhook body is not valid JSON.');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw badRequest(`The webhook body is not ${what}.`);
  return parsed.data;
}

/** Applies what a webhook says: its reports first, then the customers' messages. */
async function apply(
  deps: ReportDeps & InboundDeps,
  read: { reports: DeliveryReport[]; messages: NewInboundMessage[] },
): Promise<void> {
  let unknown = 0;
  for (const report of read.reports) if ((await applyDeliveryReport(deps, report)) === 'unknown') unknown += 1;
  for (const message of read.messages) await receiveInboundMessage(deps, message);
  if (unknown > 0) throw conflict(REPORT_NOT_KNOWN_YET);
}

/** Meta's webhook: 401 unless signed with the app secret (nothing changes), 400 for a body not Meta's. */
export async function receiveWhatsAppWebhook(deps: ReportDeps & InboundDeps, body: SignedBody, now: Date) {
  if (!hasValidMetaSignature(body.raw, body.signature, body.secret)) throw unauthorized(BAD_SIGNATURE);
  const parsed = parseSigned(body.raw, whatsAppWebhook, 'a WhatsApp Business Account notification');
  await apply(deps, readWhatsAppWebhook(parsed, now));
}

/** Termii's webhook: 401 unless signed with the secret key (nothing changes), 400 for a body not Termii's. */
export async function receiveTermiiWebhook(deps: ReportDeps & InboundDeps, body: SignedBody, now: Date) {
  if (!hasValidTermiiSignature(body.raw, body.signature, body.secret)) throw unauthorized(BAD_SIGNATURE);
  const parsed = parseSigned(body.raw, termiiWebhook, 'a Termii event (type outbound or inbound)');
  await apply(deps, readTermiiWebhook(parsed, now));
}
