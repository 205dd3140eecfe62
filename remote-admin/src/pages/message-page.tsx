import { PageHeader } from '@clean/shared/ui';
import { useParams } from 'react-router-dom';
import { MessageDetails } from '../features/messages/components/message-details';
import { messagesTexts } from '../features/messages/lib/texts';

/** /admin/messages/:messageId: one message in full, with Reply by email and Mark as handled. */
export default function MessagePage() {
  const { messageId = '' } = useParams();
  return (
    <>
      <PageHeader variant="plain" title={messagesTexts.details.title} />
      <MessageDetails messageId={messageId} />
    </>
  );
}
