import { PageHeader } from '@clean/shared/ui';
import { useSearchParams } from 'react-router-dom';
import { InboxTabs } from '../components/inbox-tabs/inbox-tabs';
import { ConversationsList } from '../features/conversations/components/conversations-list';
import { MessagesList } from '../features/messages/components/messages-list';
import { messagesTexts } from '../features/messages/lib/texts';
import { inboxTabOf } from '../lib/inbox-tabs';

/**
 * /admin/messages: the contact form's messages, unread first, each opening its page; with
 * `?inbox=phones`, customers' WhatsApp and SMS conversations instead.
 */
export default function MessagesPage() {
  const [params] = useSearchParams();
  const tab = inboxTabOf(params.get('inbox'));
  return (
    <>
      <PageHeader variant="plain" title={messagesTexts.title} />
      <InboxTabs current={tab} />
      {tab === 'phones' ? <ConversationsList /> : <MessagesList />}
    </>
  );
}
