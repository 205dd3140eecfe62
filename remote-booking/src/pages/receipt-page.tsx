import { DOWNLOAD_PARAMS, ERASE_PARAMS, MANAGE_TOKEN_PARAM } from '@clean/shared/schemas';
import { PageHeader } from '@clean/shared/ui';
import { useGetAvailabilityQuery } from '@clean/shared/api';
import { toApiDate } from '@clean/shared/dates';
import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { BookingCalendar } from '../features/booking/components/booking-calendar';
import { TimeSlots } from '../features/booking/components/time-slots';
import { indexAvailability, timesOn } from '../features/booking/lib/availability';
import type { SlotPickerProps } from '../features/receipt/components/manage-booking';
import { BookingReceipt, type PayOnlineProps } from '../features/receipt/components/booking-receipt';
import { receiptTexts } from '../features/receipt/lib/texts';
import type { YourDataProps } from '../features/your-data/components/your-data';
import type { YourPlanProps } from '../features/your-plan/components/your-plan';

/** The query parameter of the email-or-phone lookup: /booking/REF?contact=EMAIL. */
const CONTACT_PARAM = 'contact';

/**
 * Reschedule's date and time (docs/PRODUCT.md, Manage my booking): the booking form's calendar and time
 * buttons, composed here so neither feature imports the other; free times of the location only.
 */
function SlotPicker({ location, minutes, date, time, onDate, onTime, refresh }: SlotPickerProps) {
  const ids = { date: useId(), time: useId() };
  const t = receiptTexts.manage;
  const availability = useGetAvailabilityQuery({ location, minutes });
  const { refetch } = availability;
  useEffect(() => {
    if (refresh > 0) void refetch();
  }, [refresh, refetch]);
  const index = useMemo(() => indexAvailability(availability.currentData), [availability.currentData]);
  const times = date ? (timesOn(index, date) ?? []) : [];
  return (
    <>
      <p id={ids.date}>{t.dateLabel}</p>
      <BookingCalendar index={index} value={date} onChange={(next) => onDate(toApiDate(next))} labelledBy={ids.date} />
      <p id={ids.time}>{t.timeLabel}</p>
      {!date ? (
        <p>{t.pickDate}</p>
      ) : times.length === 0 ? (
        <p>{t.noTimes}</p>
      ) : (
        <TimeSlots times={times} value={time} onChange={onTime} labelledBy={ids.time} />
      )}
    </>
  );
}

/** 'Your data' (download, erasure): its own chunk, fetched once a receipt shows (after the first paint). */
const LazyYourData = lazy(() => import('../features/your-data/components/your-data'));

function YourData(props: YourDataProps) {
  return (
    <Suspense fallback={null}>
      <LazyYourData {...props} />
    </Suspense>
  );
}

/** 'Your plan' (skip, pause, cancel): its own chunk, fetched only for a plan's visit. */
const LazyYourPlan = lazy(() => import('../features/your-plan/components/your-plan'));

function YourPlan(props: YourPlanProps) {
  return (
    <Suspense fallback={null}>
      <LazyYourPlan {...props} />
    </Suspense>
  );
}

/** Pay Online and its checkout: its own chunk, fetched only for a booking that awaits payment. */
const LazyPayOnline = lazy(() => import('./receipt-pay-online'));

function PayOnline(props: PayOnlineProps) {
  // Kept once loaded: the checkout's result must outlive the payment details, gone once the booking is paid.
  const [wanted, setWanted] = useState(false);
  if (props.booking.payment && !wanted) setWanted(true);
  if (!wanted && !props.booking.payment) return null;
  return (
    <Suspense fallback={null}>
      <LazyPayOnline {...props} />
    </Suspense>
  );
}

/** The e-mailed links of data requests (erasure, download): their own chunks, for the few who open them. */
const ErasureConfirmation = lazy(() => import('../features/your-data/components/erasure-confirmation'));
const DataDownload = lazy(() => import('../features/your-data/components/data-download'));

/** /booking/{reference}: the receipt of one booking (docs/PRODUCT.md#receipts). */
export default function ReceiptPage() {
  const { reference = '' } = useParams<'reference'>();
  const [searchParams, setSearchParams] = useSearchParams();
  const contact = searchParams.get(CONTACT_PARAM)?.trim() ?? '';
  // The manage link's (e-mails, success modal): /booking/REF?token=….
  const token = searchParams.get(MANAGE_TOKEN_PARAM)?.trim() ?? '';
  const erase = { id: searchParams.get(ERASE_PARAMS.request) ?? '', code: searchParams.get(ERASE_PARAMS.code) ?? '' };
  const download = {
    id: searchParams.get(DOWNLOAD_PARAMS.request) ?? '',
    code: searchParams.get(DOWNLOAD_PARAMS.code) ?? '',
  };

  const link =
    erase.id && erase.code ? (
      <ErasureConfirmation id={erase.id} code={erase.code} />
    ) : download.id && download.code ? (
      <DataDownload reference={reference} id={download.id} code={download.code} />
    ) : null;

  if (link) {
    return (
      <>
        <PageHeader title={receiptTexts.title} intro={receiptTexts.intro} />
        <Suspense fallback={null}>{link}</Suspense>
      </>
    );
  }

  return (
    <>
      <PageHeader title={receiptTexts.title} intro={receiptTexts.intro} />
      <BookingReceipt
        reference={reference}
        contact={contact}
        // Kept in the address, so a reload or a bookmark shows the receipt again.
        onContact={(value) => setSearchParams({ [CONTACT_PARAM]: value }, { replace: true })}
        token={token}
        onToken={(value) => setSearchParams({ [MANAGE_TOKEN_PARAM]: value }, { replace: true })}
        slotPicker={SlotPicker}
        yourData={YourData}
        yourPlan={YourPlan}
        payOnline={PayOnline}
      />
    </>
  );
}
