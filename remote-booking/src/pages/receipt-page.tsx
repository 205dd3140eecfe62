import { PageHeader } from '@clean/shared/ui';
import { useParams, useSearchParams } from 'react-router-dom';
import { BookingReceipt } from '../features/receipt/components/booking-receipt';
import { receiptTexts } from '../features/receipt/lib/texts';

/** The query parameter the success modal's link carries: /booking/REF?contact=EMAIL. */
const CONTACT_PARAM = 'contact';

/** /booking/{reference}: the receipt of one booking (docs/PRODUCT.md#receipts). */
export default function ReceiptPage() {
  const { reference = '' } = useParams<'reference'>();
  const [searchParams, setSearchParams] = useSearchParams();
  const contact = searchParams.get(CONTACT_PARAM)?.trim() ?? '';

  return (
    <>
      <PageHeader title={receiptTexts.title} intro={receiptTexts.intro} />
      <BookingReceipt
        reference={reference}
        contact={contact}
        // Kept in the address, so a reload or a bookmark shows the receipt again.
        onContact={(value) => setSearchParams({ [CONTACT_PARAM]: value }, { replace: true })}
      />
    </>
  );
}
