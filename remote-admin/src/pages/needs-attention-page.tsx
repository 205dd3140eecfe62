import { PageHeader } from '@clean/shared/ui';
import { NeedsAttentionList } from '../features/needs-attention/components/needs-attention-list';
import { needsAttentionTexts } from '../features/needs-attention/lib/texts';

/** /admin/needs-attention: the payments the company must act on, with Rebook and Mark refunded. */
export default function NeedsAttentionPage() {
  return (
    <>
      <PageHeader variant="plain" title={needsAttentionTexts.title} />
      <NeedsAttentionList />
    </>
  );
}
