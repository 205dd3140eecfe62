import { PageHeader } from '@clean/shared/ui';
import { DataRequestList } from '../features/data-requests/components/data-request-list';
import { dataRequestsTexts } from '../features/data-requests/lib/texts';

/** /admin/data-requests: customers' data requests with their legal deadlines; erase or refuse the open ones. */
export default function DataRequestsPage() {
  return (
    <>
      <PageHeader variant="plain" title={dataRequestsTexts.title} />
      <DataRequestList />
    </>
  );
}
