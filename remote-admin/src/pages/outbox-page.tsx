import { PageHeader } from '@clean/shared/ui';
import { OutboxList } from '../features/outbox/components/outbox-list';
import { outboxTexts } from '../features/outbox/lib/texts';

/** /admin/outbox: every message sent or to send, its status (failed with the reason), and Resend. */
export default function OutboxPage() {
  return (
    <>
      <PageHeader variant="plain" title={outboxTexts.title} />
      <OutboxList />
    </>
  );
}
