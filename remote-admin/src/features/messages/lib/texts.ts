import { pageTitle } from '../../../lib/route-titles';
import { formatCount } from '../../../lib/format-count';

/** Every text of the inbox and of one message's page. */
export const messagesTexts = {
  title: pageTitle('messages'),
  intro: 'What visitors sent through the contact form, unread first.',
  unreadCount: (count: number) => (count === 0 ? 'Everything is handled.' : `${count} unread`),
  loading: 'Loading the messages',
  errorTitle: 'We could not load the messages',
  emptyTitle: 'No messages yet',
  emptyText: 'Messages sent through the contact page appear here.',
  listLabel: 'Messages, unread first',
  unread: 'Unread',
  handled: 'Handled',
  from: 'From',
  received: 'Received',
  noSubject: '(no subject)',
  pager: {
    label: 'Message pages',
    total: (total: number) => `${formatCount(total)} ${total === 1 ? 'message' : 'messages'}`,
  },
  details: {
    title: pageTitle('message'),
    back: 'Back to Messages',
    loading: 'Loading the message',
    errorTitle: 'We could not load this message',
    notFoundTitle: 'Message not found',
    notFoundText: 'The link may be wrong.',
    reply: 'Reply by email',
    markHandled: 'Mark as handled',
    marking: 'Marking…',
    /** When the answer carries no message of its own. */
    handledToast: 'Marked as handled.',
    handledBy: (name: string | null, at: string) => (name ? `Handled by ${name} on ${at}` : `Handled on ${at}`),
    textTitle: 'Message',
  },
  replySubject: (subject: string) => `Re: ${subject}`,
} as const;
