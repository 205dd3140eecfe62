import { PageHeader } from '@clean/shared/ui';
import { MessageChannelsForm } from '../features/message-channels/components/message-channels-form';
import { messageChannelsTexts } from '../features/message-channels/lib/texts';

/** /admin/message-channels: for each kind of customer message, the channels to try in order. */
export default function MessageChannelsPage() {
  return (
    <>
      <PageHeader variant="plain" title={messageChannelsTexts.title} intro={messageChannelsTexts.intro} />
      <MessageChannelsForm />
    </>
  );
}
