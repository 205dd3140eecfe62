import { PageHeader } from '@clean/shared/ui';
import { CustomersList } from '../features/customers/components/customers-list';
import { customersTexts } from '../features/customers/lib/texts';

/** /admin/customers: everyone who has booked, a page at a time, each opening their bookings. */
export default function CustomersPage() {
  return (
    <>
      <PageHeader variant="plain" title={customersTexts.title} />
      <CustomersList />
    </>
  );
}
