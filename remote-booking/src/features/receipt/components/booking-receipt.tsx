import { isApiError } from '@clean/shared';
import { Bone, buttonClassName, Skeleton, StatusPanel } from '@clean/shared/ui';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, useState, type ComponentType } from 'react';
import type { DataRequestProof, Receipt, ReceiptResponse } from '@clean/shared/schemas';
import { useReceiptGetBookingQuery } from '../api/get-receipt';
import { useReceiptGetManagedQuery } from '../api/manage-booking';
import { PageCard } from '../../../components/page-card/page-card';
import { holdEndsAt } from '../../../lib/hold-time';
import { receiptTexts } from '../lib/texts';
import { ContactChannel } from './contact-channel';
import { ContactForm } from './contact-form';
import { ManageBooking, type SlotPicker } from './manage-booking';
import { ReceiptActions } from './receipt-actions';
import { ReceiptDetails } from './receipt-details';
import { ReceiptStatus } from './receipt-status';
import styles from './receipt.module.css';

/** The receipt's Pay Online, composed in by the page (the payment step is another feature). */
export interface PayOnlineProps {
  booking: Receipt;
  /** The booking awaits payment and its hold has not run out on this device's clock. */
  holdLive: boolean;
}

interface BookingReceiptProps {
  reference: string;
  /** The email or phone number the booking was made with; empty until the visitor gives one. */
  contact: string;
  onContact: (contact: string) => void;
  /** The manage link's token (`?token=`): opens the booking without a contact. */
  token: string;
  /** A change gave the booking a new token (its link's expiry follows the visit). */
  onToken: (token: string) => void;
  /** The booking form's calendar and time buttons, composed in by the page. */
  slotPicker: SlotPicker;
  /** 'Your data' (download, erasure) under the receipt, composed in by the page. */
  yourData: ComponentType<{ reference: string; proof: DataRequestProof }>;
  /** 'Your plan' (skip, pause, cancel) of a plan's visit, composed in by the page (loaded lazily). */
  yourPlan: ComponentType<{
    booking: Receipt;
    onChanged: (answer: ReceiptResponse) => void;
    slotPicker: SlotPicker;
  }>;
  /** Pay Online while the booking awaits payment; rendered once a receipt shows, its result outlives the button. */
  payOnline: ComponentType<PayOnlineProps>;
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

/** The server's own answer that no booking matches (unknown reference, wrong contact), as opposed to none. */
const isNotFound = (error: unknown) =>
  isApiError(error) && (error.status === 404 || error.status === 400 || error.status === 'ENVELOPE');

/**
 * The receipt of one booking in the page's card: asks for the contact it was made with, then shows
 * where it stands, the appointment and what to do with it; a wrong contact can be corrected, a lost
 * connection retried.
 */
export function BookingReceipt(props: BookingReceiptProps) {
  return (
    <PageCard label={`Booking ${props.reference}`}>
      <ReceiptContent {...props} />
    </PageCard>
  );
}

/** While a refund is pending the page asks again now and then, so 'Refunded' shows once the provider says so. */
const REFUND_POLL_MS = 3000;

function ReceiptContent({
  reference,
  contact,
  onContact,
  token,
  onToken,
  slotPicker,
  yourData: YourData,
  yourPlan: YourPlan,
  payOnline: PayOnline,
}: BookingReceiptProps) {
  // Where a booking stands changes without this page (a transfer confirmed, the company acting).
  const options = { refetchOnFocus: true };
  const byContact = useReceiptGetBookingQuery(!token && contact ? { reference, contact } : skipToken, options);
  const byToken = useReceiptGetManagedQuery(token ? { reference, token } : skipToken, options);
  const { currentData, error, isFetching, refetch, fulfilledTimeStamp } = token ? byToken : byContact;
  // Whether the visitor typed a contact here: the answer then takes the focus their form had.
  const [asked, setAsked] = useState(false);
  // The hold that ran out while the page was open (its end, on this device's clock).
  const [endedHold, setEndedHold] = useState<number | null>(null);

  const submit = (value: string) => {
    setAsked(true);
    if (value === contact) void refetch();
    else onContact(value);
  };

  // The answer for this contact or link; kept when a later refetch (focus, hold end) finds no connection.
  const shown = contact || token ? currentData : undefined;
  const pending = shown?.booking.refund?.status === 'pending';
  useEffect(() => {
    if (!pending) return undefined;
    const timer = setInterval(() => void refetch(), REFUND_POLL_MS);
    return () => clearInterval(timer);
  }, [pending, refetch]);

  if (token && !shown && error && isNotFound(error)) {
    // A changed, expired or other booking's link: nothing of the booking, and the lookup instead.
    return (
      <div className={styles.stack}>
        <StatusPanel title={receiptTexts.manage.linkInvalidTitle} tone="error">
          <p>{isApiError(error) ? error.message : receiptTexts.errorText}</p>
        </StatusPanel>
        <h2 className={styles.sectionTitle}>{receiptTexts.manage.lookUp}</h2>
        <ContactForm onContact={submit} />
      </div>
    );
  }

  if (!contact && !token) return <ContactForm onContact={submit} />;

  if (!shown && error && isNotFound(error)) {
    return (
      <div className={styles.stack}>
        <StatusPanel title={receiptTexts.notFoundTitle} tone="error">
          <p>{isApiError(error) ? error.message : receiptTexts.errorText}</p>
        </StatusPanel>
        <h2 className={styles.sectionTitle}>{receiptTexts.tryAnother}</h2>
        <ContactForm key={contact} onContact={submit} focusOnMount={asked} />
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

  if (!shown || !fulfilledTimeStamp) return <ReceiptSkeleton />;

  const { booking } = shown;
  // Only an unpaid booking holds its slot.
  const { holdExpiresAt } = booking;
  const endsAt =
    booking.status === 'awaiting-payment' && holdExpiresAt
      ? holdEndsAt({ holdExpiresAt, serverTime: shown.serverTime }, fulfilledTimeStamp)
      : null;
  // Over when it had no time left on arrival, or ran out while the page was open: expired, by our clock.
  const holdOver = endsAt !== null && (endsAt <= fulfilledTimeStamp || endsAt === endedHold);
  const onHoldEnd = (ended: number) => {
    setEndedHold(ended);
    // Ask the server where things stand (expired, or paid meanwhile, or a transfer extended the hold).
    void refetch();
  };
  const onChanged = (answer: ReceiptResponse) => {
    if (answer.booking.manage.token !== token) onToken(answer.booking.manage.token);
    else void refetch();
  };
  return (
    <div className={styles.receipt}>
      <ReceiptStatus
        status={holdOver ? 'expired' : booking.status}
        attentionReason={booking.attentionReason}
        holdEndsAt={holdOver ? null : endsAt}
        onHoldEnd={onHoldEnd}
        focusOnMount={asked}
      >
        <PayOnline booking={booking} holdLive={endsAt !== null && !holdOver} />
      </ReceiptStatus>
      <ReceiptDetails booking={booking} />
      <ManageBooking booking={booking} slotPicker={slotPicker} onChanged={onChanged} />
      {booking.plan && <YourPlan booking={booking} onChanged={onChanged} slotPicker={slotPicker} />}
      <ContactChannel booking={booking} />
      <ReceiptActions booking={booking} />
      <YourData reference={reference} proof={contact && !token ? { contact } : { token: booking.manage.token }} />
    </div>
  );
}
