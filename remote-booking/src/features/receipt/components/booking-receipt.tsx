import { isApiError } from '@clean/shared';
import { buttonClassName, Bone, Skeleton, StatusPanel } from '@clean/shared/ui';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, useId, useRef } from 'react';
import { useReceiptGetBookingQuery } from '../api/get-receipt';
import { holdEndsAt } from '../lib/hold-time';
import { receiptTexts } from '../lib/texts';
import { ContactForm } from './contact-form';
import { ReceiptActions } from './receipt-actions';
import { ReceiptDetails } from './receipt-details';
import { ReceiptStatus } from './receipt-status';
import styles from './receipt.module.css';

interface BookingReceiptProps {
  reference: string;
  /** The email or phone number the booking was made with; empty until the visitor gives one. */
  contact: string;
  onContact: (contact: string) => void;
}

/** The shape of the receipt while it loads. */
function ReceiptSkeleton() {
  return (
    <Skeleton label={receiptTexts.loading} className={styles.skeleton}>
      <Bone shape="card" height="7rem" />
      <Bone width="45%" height="1.5rem" />
      {Array.from({ length: 6 }, (_, index) => (
        <Bone key={index} width={index % 2 ? '70%' : '85%'} />
      ))}
    </Skeleton>
  );
}

/** An answer the server gave on purpose (unknown reference or wrong contact), as opposed to no answer. */
const isNotFound = (error: unknown) =>
  isApiError(error) && (error.status === 404 || error.status === 400 || error.status === 'ENVELOPE');

/**
 * The receipt of one booking: asks for the contact it was made with, then shows where it stands, the
 * appointment and what to do with it; a wrong contact can be corrected, a lost connection retried.
 */
export function BookingReceipt(props: BookingReceiptProps) {
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-label={`Booking ${props.reference}`}>
        <ReceiptContent {...props} />
      </section>
    </div>
  );
}

/** What the card holds: the contact form, an error, the loading shape or the receipt. */
function ReceiptContent({ reference, contact, onContact }: BookingReceiptProps) {
  const query = useReceiptGetBookingQuery(contact ? { reference, contact } : skipToken, { refetchOnFocus: true });
  const { currentData, error, isFetching, refetch, fulfilledTimeStamp } = query;
  const headingId = useId();
  // After the visitor gave a contact, the answer takes their focus (their form is gone).
  const asked = useRef(false);

  const submit = (value: string) => {
    asked.current = true;
    if (value === contact) void refetch();
    else onContact(value);
  };

  // The answer for this contact; kept when a later refetch (focus, hold end) finds no connection.
  const shown = contact ? currentData : undefined;
  const endsAt = shown && fulfilledTimeStamp ? holdEndsAt(shown, fulfilledTimeStamp) : null;

  useEffect(() => {
    if (shown && asked.current) {
      asked.current = false;
      document.getElementById(headingId)?.focus();
    }
  }, [shown, headingId]);

  if (!contact) return <ContactForm onContact={submit} />;

  if (!shown && error && isNotFound(error)) {
    return (
      <div className={styles.stack}>
        <StatusPanel title={receiptTexts.notFoundTitle} tone="error">
          <p>{isApiError(error) ? error.message : receiptTexts.errorText}</p>
        </StatusPanel>
        <h2 className={styles.sectionTitle}>{receiptTexts.tryAnother}</h2>
        <ContactForm key={contact} onContact={submit} focusOnMount={asked.current} />
      </div>
    );
  }

  if (!shown && error) {
    // `error` stays set while the retry is on its way, so the panel stays and its button says so.
    const message = isApiError(error) && typeof error.status === 'number' ? error.message : receiptTexts.errorText;
    return (
      <StatusPanel
        title={receiptTexts.errorTitle}
        tone="error"
        actions={
          <button type="button" className={buttonClassName()} onClick={() => void refetch()} disabled={isFetching}>
            {isFetching ? receiptTexts.retrying : receiptTexts.retry}
          </button>
        }
      >
        <p>{message}</p>
      </StatusPanel>
    );
  }

  if (!shown) return <ReceiptSkeleton />;

  const { booking } = shown;
  // A hold that still had time when it arrived: once it runs out, ask the server where things stand.
  const onHoldEnd = () => {
    if (endsAt !== null && fulfilledTimeStamp && endsAt > fulfilledTimeStamp) void refetch();
  };
  return (
    <div className={styles.receipt}>
      <ReceiptStatus booking={booking} holdEndsAt={endsAt} onHoldEnd={onHoldEnd} headingId={headingId} />
      <ReceiptDetails booking={booking} />
      <ReceiptActions booking={booking} />
    </div>
  );
}
