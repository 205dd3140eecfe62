import { PageHeader } from '@clean/shared/ui';
import { MessagesList } from '../features/messages/components/messages-list';
import { messagesTexts } from '../features/messages/lib/texts';

/** /admin/messages: the contact form's messages, unread first, each opening its page. */
export default function MessagesPage() {
  return (
    <>
      <PageHeader variant="plain" title={messagesTexts.title} />
      <MessagesList />
    </>
  );
}
