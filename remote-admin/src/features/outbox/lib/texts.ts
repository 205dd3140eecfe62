import type { OutboxStatus } from '@clean/shared/schemas';
import { formatCount } from '../../../lib/format-count';
import { pageTitle } from '../../../lib/route-titles';

/** Every text of the outbox page. */
export const outboxTexts = {
  title: pageTitle('outbox'),
  intro: 'Every e-mail and SMS the site sent or will send, newest first. Resend queues a copy.',
  loading: 'Loading the outbox',
  errorTitle: 'We could not load the outbox',
  emptyTitle: 'No messages here',
  emptyText: 'Messages appear here as bookings, payments and changes queue them.',
  listLabel: 'Outbox messages, newest first',
  filterLabel: 'Show',
  all: 'All',
  statuses: { queued: 'Queued', sent: 'Sent', failed: 'Failed' } satisfies Record<OutboxStatus, string>,
  sentAt: (at: string) => `sent ${at}`,
  attempts: (count: number) => `${count} ${count === 1 ? 'attempt' : 'attempts'}`,
  resend: 'Resend',
  resending: 'Queuing…',
  resendLabel: (kind: string, recipient: string) => `Resend ${kind} to ${recipient}`,
  recipient: (recipient: string) => `Messages to ${recipient}`,
  everyRecipient: 'Show every recipient',
  pager: {
    label: 'Outbox pages',
    total: (total: number) => `${formatCount(total)} ${total === 1 ? 'message' : 'messages'}`,
  },
} as const;
