/**
 * The order of channels per kind of customer message, set by admins (docs/PRODUCT.md, "Messages on
 * WhatsApp and SMS"): read with the channels configured, written as a whole with an audit entry.
 */
import {
  CHANNEL_LABELS,
  TOPIC_LABELS,
  type MessageChannel,
  type MessageChannelSettings,
  type MessageTopic,
} from '@clean/shared/schemas';
import type { UnitOfWork } from '../db/transaction';
import { badRequest } from '../http/http-errors';
import type { AuditEntry, AuditRepository } from '../repositories/audit-repository';
import type { ChannelRepository } from '../repositories/channel-repository';

export interface MessageChannelDeps extends Pick<UnitOfWork, 'db'> {
  channels: Pick<ChannelRepository, 'orders' | 'saveOrders'>;
  audit: Pick<AuditRepository, 'record'>;
}

export const TOPIC_REPEATED = 'Each kind of message can be in the list once';

const describe = (channels: readonly MessageChannel[]) => channels.map((channel) => CHANNEL_LABELS[channel]).join(', ');

/** Every topic's order now. */
export const messageChannelOrders = (deps: Pick<MessageChannelDeps, 'channels'>): Promise<MessageChannelSettings> =>
  deps.channels.orders().then((topics) => ({ topics }));

/**
 * Writes the orders given (topics not listed keep theirs); answers every topic's order. A topic listed
 * twice is refused (400) and nothing changes; an unchanged order writes nothing and no audit entry.
 */
export async function updateMessageChannelOrders(
  deps: MessageChannelDeps,
  settings: MessageChannelSettings,
  admin: AuditEntry['admin'],
  now: Date,
): Promise<MessageChannelSettings> {
  const topics = settings.topics.map((entry) => entry.topic);
  if (new Set(topics).size !== topics.length) {
    throw badRequest(TOPIC_REPEATED, [{ field: 'topics', message: TOPIC_REPEATED }]);
  }
  const before = new Map((await deps.channels.orders()).map((entry) => [entry.topic, entry.channels]));
  const changed = settings.topics.filter(
    (entry) => describe(before.get(entry.topic) ?? []) !== describe(entry.channels),
  );
  if (changed.length > 0) {
    await deps.db.transaction(async (tx) => {
      await deps.channels.saveOrders(tx, changed, admin.name, now);
      // The settings' entries of the audit trail are the availability's (no subject of their own).
      await deps.audit.record(
        {
          admin,
          action: 'availability.updated',
          subject: 'availability',
          subjectId: null,
          summary: channelOrderSummary(changed),
          at: now,
        },
        tx,
      );
    });
  }
  return messageChannelOrders(deps);
}

/** 'Message channels: Payment confirmed: WhatsApp, SMS, E-mail; Reminder the day before: SMS, E-mail' */
export const channelOrderSummary = (changed: { topic: MessageTopic; channels: MessageChannel[] }[]): string =>
  `Message channels: ${changed.map((entry) => `${TOPIC_LABELS[entry.topic]}: ${describe(entry.channels)}`).join('; ')}`;
