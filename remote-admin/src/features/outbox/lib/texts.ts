import { CHANNEL_LABELS, type MessageChannel, type OutboxStatus } from '@clean/shared/schemas';
import { formatCount } from '../../../lib/format-count';
import { pageTitle } from '../../../lib/route-titles';

/** Every text of the outbox page. */
export const outboxTexts = {
  title: pageTitle('outbox'),
  intro:
    'Every WhatsApp message, SMS and e-mail the site sent or will send, newest first. Resend queues a copy on the channel you choose.',
  loading: 'Loading the outbox',
  errorTitle: 'We could not load the outbox',
  emptyTitle: 'No messages here',
  emptyText: 'Messages appear here as bookings, payments and changes queue them.',
  listLabel: 'Outbox messages, newest first',
  filterLabel: 'Show',
  all: 'All',
  statuses: { queued: 'Queued', sent: 'Sent', failed: 'Failed' } satisfies Record<OutboxStatus, string>,
  /** The channel filter, in the status filter's words. */
  channelFilter: { filterLabel: 'Channel', all: 'All channels', statuses: CHANNEL_LABELS },
  channel: (channel: MessageChannel) => CHANNEL_LABELS[channel],
  sentAt: (at: string) => `sent ${at}`,
  attempts: (count: number) => `${count} ${count === 1 ? 'attempt' : 'attempts'}`,
  /** To the message that replaced this failed one; its channel when the page shows it. */
  fellBackTo: (channel: MessageChannel | null) =>
    channel ? `Fell back to ${CHANNEL_LABELS[channel]}` : 'Fell back to the next channel',
  replaces: (channel: MessageChannel | null) =>
    channel ? `Replaces a failed ${CHANNEL_LABELS[channel]} message` : 'Replaces a failed message',
  resend: 'Resend',
  resending: 'Queuing…',
  resendOn: (channel: MessageChannel) => `Resend on ${CHANNEL_LABELS[channel]}`,
  /** Said after the Resend button's label and each of its choices by screen readers. */
  resendOf: (kind: string, recipient: string) => ` ${kind} to ${recipient}`,
  recipient: (recipient: string) => `Messages to ${recipient}`,
  everyRecipient: 'Show every recipient',
  pager: {
    label: 'Outbox pages',
    total: (total: number) => `${formatCount(total)} ${total === 1 ? 'message' : 'messages'}`,
  },
} as const;
