import { errorMessage, isApiError, notify } from '@clean/shared';
import type { BookingPayload, BookingResponse } from '@clean/shared/schemas';
import { useAppDispatch } from '@clean/shared/store';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { loadDataLayer } from '../api/load-data-layer';
import { holdEndsAt } from '../../../lib/hold-time';
import { runMutation } from '../../../lib/run-mutation';
import { timesOn, type AvailabilityIndex } from '../lib/availability';
import { unanswered, waitingReceiptOf, type BookingFailure } from '../lib/booking-failure';
import { isBookingField } from '../lib/booking-values';
import { areaOf, resolveChoice } from '../lib/catalogue';
import { bookingTexts } from '../lib/texts';
import type { BookingAttempt } from './use-booking-attempt';
import { withContactChannel } from './use-contact-channel';
import type { Areas, BookingForm, Catalogue } from './use-booking-fields';

/** The page scrolls to the top one second after the booking submit (docs/PRODUCT.md#booking). */
export const SCROLL_TOP_DELAY_MS = 1000;

/** A booking the server made: what the overview dialog shows and what 'Book again' sends again. */
export interface BookedAppointment {
  answer: BookingResponse;
  body: BookingPayload;
  /** The names of what the body's ids point at; `area` when one was chosen. */
  names: { product: string; service: string; frequency: string; area?: string };
  /** When the slot hold ends, on this device's clock (epoch ms). */
  holdEndsAt: number;
}

/**
 * Book Now (docs/PRODUCT.md#booking): the warnings before sending, an idempotent submit, the booking
 * made (the overview) or the failure (the error panel, with a safe Retry), and 'Book again' once the
 * hold ran out.
 */
export function useBookingSubmit(
  form: BookingForm,
  catalogue: Catalogue,
  index: AvailabilityIndex,
  attempt: BookingAttempt,
  areas: Areas,
) {
  const dispatch = useAppDispatch();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<BookingFailure | null>(null);
  const [booked, setBooked] = useState<BookedAppointment | null>(null);
  const inFlight = useRef(false);
  const scrollTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(scrollTimer.current), []);

  /** The server refused: say why, and change the form as the refusal asks. */
  const refused = async (error: unknown, body: BookingPayload, message: string) => {
    const waitingReceipt =
      isApiError(error) && error.status === 429
        ? await waitingReceiptOf(error.data, body.email).catch(() => undefined)
        : undefined;
    setFailure(waitingReceipt ? { message, waitingReceipt } : { message });
    if (!isApiError(error)) return;
    // 409: the slot was taken meanwhile, or the price changed. The mutation's tags refetch the free
    // times; the time is cleared so the visitor picks one that is still free, and the catalogue is
    // read again so the total shows the current price.
    if (error.status === 409) {
      form.setValue('time', '');
      void catalogue.refetch();
    }
    // 422: this key went with other details to a booking we never saw; the next try is a new attempt.
    if (error.status === 422) attempt.drop();
    for (const issue of error.errors ?? []) {
      if (isBookingField(issue.field)) form.setError(issue.field, { message: issue.message });
    }
  };

  const send = async (body: BookingPayload, key: string): Promise<void> => {
    // A second tap while the first is on its way sends nothing more.
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    setFailure(null);
    try {
      // Loaded by now in practice (a date can only be chosen from the free dates it reads).
      const { bookAppointment } = await loadDataLayer();
      const answer = await runMutation(dispatch(bookAppointment({ body, idempotencyKey: key })));
      attempt.booked(body, key);
      const { product, service, frequency } = resolveChoice(catalogue.data, body);
      notify.success(bookingTexts.success);
      clearTimeout(scrollTimer.current);
      scrollTimer.current = setTimeout(() => window.scrollTo({ top: 0 }), SCROLL_TOP_DELAY_MS);
      setBooked({
        answer,
        body,
        names: {
          product: product?.name ?? '',
          service: service?.name ?? '',
          frequency: frequency?.name ?? '',
          area: areaOf(areas.data, body.area)?.name,
        },
        holdEndsAt: holdEndsAt(answer),
      });
    } catch (error) {
      const message = errorMessage(error);
      notify.error(message);
      // A failed 'Book again' closes the overview so the error panel and Retry behind it can be seen.
      setBooked(null);
      if (unanswered(error)) {
        console.error('[booking] The booking could not be sent', error);
        setFailure({ message, retry: () => void send(body, key) });
        return;
      }
      await refused(error, body, message);
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    form.handleSubmit(
      async (body) => {
        const times = timesOn(index, body.date);
        if (!times?.includes(body.time)) {
          notify.warning(bookingTexts.warnings.dateUnavailable);
          return;
        }
        // The channel shown is the one sent, picked or the phone's default.
        const payload = withContactChannel(body);
        await send(payload, attempt.keyFor(payload));
      },
      () => {
        const { date, time } = form.getValues();
        if (!date || !time) notify.warning(bookingTexts.warnings.missingDateTime);
      },
    )(event);

  /** The hold ran out: the same details as a new attempt (a new key), so the server books afresh. */
  const bookAgain = async () => {
    if (!booked) return;
    // The overview stays open ('Booking again…') until the new booking replaces it.
    await send(booked.body, attempt.freshKeyFor(booked.body));
  };

  return {
    sending,
    failure,
    clearFailure: () => setFailure(null),
    booked,
    closeOverview: () => setBooked(null),
    bookAgain,
    onSubmit,
  };
}
