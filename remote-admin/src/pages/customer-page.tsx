import { PageHeader } from '@clean/shared/ui';
import { useParams } from 'react-router-dom';
import { CustomerDetails } from '../features/customers/components/customer-details';
import { customersTexts } from '../features/customers/lib/texts';

/** /admin/customers/:customerId: one customer's contact, figures and bookings. */
export default function CustomerPage() {
  const { customerId = '' } = useParams();
  return (
    <>
      <PageHeader variant="plain" title={customersTexts.details.title} />
      <CustomerDetails customerId={customerId} />
    </>
  );
}
