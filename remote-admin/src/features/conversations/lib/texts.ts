import { CHANNEL_LABELS, WINDOW_CLOSED, type MessageChannel } from '@clean/shared/schemas';
import { formatCount } from '../../../lib/format-count';
import { pageTitle } from '../../../lib/route-titles';

/** Every text of the WhatsApp and SMS inbox and of one conversation's page. */
export const conversationsTexts = {
  intro: 'What customers sent us on WhatsApp and by SMS, latest first.',
  unreadCount: (count: number) => (count === 0 ? 'Everything is read.' : `${count} unread`),
  loading: 'Loading the conversations',
  errorTitle: 'We could not load the conversations',
  emptyTitle: 'No conversations yet',
  emptyText: 'When customers write to the WhatsApp or SMS number, their messages appear here.',
  listLabel: 'Conversations, latest first',
  unread: (count: number) => `${count} unread`,
  read: 'Read',
  booking: (reference: string) => `Booking ${reference}`,
  openUntil: (until: string) => `Answer on WhatsApp until ${until}`,
  pager: {
    label: 'Conversation pages',
    total: (total: number) => `${formatCount(total)} ${total === 1 ? 'conversation' : 'conversations'}`,
  },
  thread: {
    title: pageTitle('conversation'),
    back: 'Back to WhatsApp and SMS',
    loading: 'Loading the conversation',
    errorTitle: 'We could not load this conversation',
    notFoundTitle: 'Conversation not found',
    notFoundText: 'The link may be wrong, or this phone has not written to us.',
    listLabel: 'Messages, oldest first',
    theirs: (name: string | null) => name ?? 'Customer',
    ours: (admin: string | null) => (admin ? `${admin} (us)` : 'Sent by the site'),
    channel: (channel: MessageChannel) => CHANNEL_LABELS[channel],
    reply: 'Your answer on WhatsApp',
    replyHint: (until: string) => `You can answer in your own words until ${until}.`,
    send: 'Send',
    sending: 'Sending…',
    sent: 'Answer sent.',
    windowClosed: WINDOW_CLOSED,
  },
} as const;
