import { PageHeader } from '@clean/shared/ui';
import { useParams } from 'react-router-dom';
import { ConversationThread } from '../features/conversations/components/conversation-thread';
import { conversationsTexts } from '../features/conversations/lib/texts';

/** /admin/conversations/:phone: one customer's WhatsApp and SMS thread, and the answer box. */
export default function ConversationPage() {
  const { phone = '' } = useParams();
  return (
    <>
      <PageHeader variant="plain" title={conversationsTexts.thread.title} />
      <ConversationThread phone={phone} />
    </>
  );
}
