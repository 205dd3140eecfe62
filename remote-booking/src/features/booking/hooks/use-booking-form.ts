import { errorMessage, isApiError, locationFromParam, notify, type Location } from '@clean/shared';
import { PRIVACY_NOTICE } from '@clean/shared/privacy';
import { toApiDate } from '@clean/shared/dates';
import type { BookingPayload, BookingRequest, BookingResponse } from '@clean/shared/schemas';
import { useAppDispatch } from '@clean/shared/store';
import { createElement, useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch, type DefaultValues, type FieldPath, type PathValue } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import type { AvailabilityState } from '../api/booking-data-layer';
import { loadDataLayer, loadedDataLayer } from '../api/load-data-layer';
import { useNearScreen } from '../../../hooks/use-near-screen';
import { runMutation } from '../../../lib/run-mutation';
import { indexAvailability, timesOn } from '../lib/availability';
import { bookingValidation } from '../lib/booking-resolver';
import {
  clearDraft,
  hasContent,
  readDraft,
  writeDraft,
  type DraftAttempt,
  type DraftValues,
} from '../lib/booking-draft';
import { resolveChoice } from '../lib/catalogue';
import { holdEndsAt } from '../../../lib/hold-time';
import { bookingTexts } from '../lib/texts';
import { useCatalogue } from '@clean/shared/use-catalogue';

/** The page scrolls to the top one second after the booking submit (docs/PRODUCT.md#booking). */
export const SCROLL_TOP_DELAY_MS = 1000;

const emptyValues = {
  location: undefined,
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: '',
  product: '',
  service: '',
  frequency: '',
  date: '',
  time: '',
  notes: '',
  amount: 0,
  planConsent: false,
  // The edition of the notice the form names beside its button (docs/DECISIONS.md, "Consent at collection").
  privacyNoticeVersion: PRIVACY_NOTICE.version,
} satisfies Record<keyof BookingRequest, unknown> & DefaultValues<BookingRequest>;

/** A booking the server made: what the overview dialog shows and what 'Book again' sends again. */
export interface BookedAppointment {
  answer: BookingResponse;
  body: BookingPayload;
  names: { product: string; service: string; frequency: string };
  /** When the slot hold ends, on this device's clock (epoch ms). */
  holdEndsAt: number;
}

/** The last submit failed: the server's message or the network's, and a Retry when no answer came. */
export interface BookingFailure {
  message: string;
  /** Set when the call got no answer: resends the same body with the same Idempotency-Key. */
  retry?: () => void;
  /** The receipt of the booking already waiting for payment (429), with the email it was made with. */
  waitingReceipt?: string;
}

/**
 * The receipt link of a 429 for a booking already waiting (docs/PRODUCT.md, "Unpaid holds are capped").
 * The shared schemas (with zod) are imported here, not with the page: by a submit the form's resolver
 * has loaded them, and with the page they were a third of its first visit (docs/DECISIONS.md).
 */
async function waitingReceiptOf(data: unknown, email: string): Promise<string | undefined> {
  const { errorResponse } = await import('@clean/shared/schemas');
  const parsed = errorResponse.safeParse(data);
  if (!parsed.success || !parsed.data.receiptPath) return undefined;
  return `${parsed.data.receiptPath}?${new URLSearchParams({ contact: email }).toString()}`;
}

/** Answers that say nothing about whether the booking was made: only a resend of the same attempt is safe. */
const unanswered = (error: unknown) => isApiError(error) && (error.status === 'NETWORK' || error.status === 'PARSING');

/**
 * How far below the screen the date's place may be when the free dates start loading without the form
 * being touched: none, so a phone's first screen does not load them (the place is below it).
 */
const DATES_MARGIN = '0px';

const bookingFields = new Set<string>(Object.keys(emptyValues));
const isBookingField = (field: string): field is FieldPath<BookingRequest> => bookingFields.has(field);

/**
 * The booking form (docs/PRODUCT.md#booking): the shared zod schema with react-hook-form,
 * the cascade of resets, availability for the chosen location, the warnings, an idempotent submit,
 * the error panel with a safe Retry, and the draft kept on the device.
 */
export function useBookingForm() {
  // Read once: the draft the page starts from, its notice, and the attempt a reload must continue.
  const [initialDraft] = useState(() => readDraft());
  const [draftRestored, setDraftRestored] = useState(() => !!initialDraft && hasContent(initialDraft.values));
  const attempt = useRef<DraftAttempt | null>(initialDraft?.attempt ?? null);
  // A city page's Book Now (`?location=lagos`) chooses the location, over the draft's.
  const [searchParams] = useSearchParams();
  const [linkedLocation] = useState(() => locationFromParam(searchParams.get('location')));

  const form = useForm<BookingRequest, unknown, BookingPayload>({
    resolver: bookingValidation.resolver,
    defaultValues: { ...emptyValues, ...initialDraft?.values, ...(linkedLocation && { location: linkedLocation }) },
  });
  const { setValue, getValues } = form;
  const values = useWatch({ control: form.control });
  const { isDirty } = form.formState;
  // The schema arrives with the visitor's first change, well before a submit needs it.
  useEffect(() => {
    if (isDirty) bookingValidation.preload();
  }, [isDirty]);

  const catalogue = useCatalogue();
  // `location` is undefined until one is chosen: the calendar then shows every location's free dates.
  // '' (a cleared choice) means the same.
  const location: Location | undefined = values.location || undefined;

  // RTK Query (the free dates, the booking) loads on first use: a touch, a key or a focus in the form,
  // a chosen location (a link's or a draft's), or the date's place on the screen (docs/DECISIONS.md,
  // "The booking page's data layer on first use"). Until then the calendar's skeleton shows.
  const [dataLayer, setDataLayer] = useState(loadedDataLayer);
  const [used, setUsed] = useState(false);
  const [datePlaceRef, datePlaceNear] = useNearScreen<HTMLDivElement>(DATES_MARGIN, !!dataLayer);
  const dataWanted = used || !!location || datePlaceNear;
  // The data layer's code failed to load twice: the calendar's place says so, with a Retry.
  const [loadFailure, setLoadFailure] = useState<{ error: unknown } | null>(null);
  const [loadTries, setLoadTries] = useState(0);
  useEffect(() => {
    if (!dataWanted || dataLayer) return;
    let current = true;
    loadDataLayer().then(
      (module) => current && setDataLayer(module),
      (error: unknown) => {
        console.error('[booking] The free dates could not be loaded', error);
        if (current) setLoadFailure({ error });
      },
    );
    return () => {
      current = false;
    };
  }, [dataWanted, dataLayer, loadTries]);
  const [read, setRead] = useState<AvailabilityState | null>(null);
  const availability: AvailabilityState = (dataLayer && read) || {
    isFetching: dataWanted && !loadFailure,
    error: loadFailure?.error,
    refetch: () => {
      setLoadFailure(null);
      setLoadTries((tries) => tries + 1);
    },
  };
  const availabilityReader = dataLayer
    ? createElement(dataLayer.AvailabilityReader, { location, onChange: setRead })
    : null;
  const index = useMemo(() => indexAvailability(availability.currentData), [availability.currentData]);

  const dispatch = useAppDispatch();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<BookingFailure | null>(null);
  const [booked, setBooked] = useState<BookedAppointment | null>(null);
  const inFlight = useRef(false);
  const scrollTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(scrollTimer.current), []);

  const saveDraft = useCallback((draftValues: DraftValues) => {
    if (hasContent(draftValues) || attempt.current) writeDraft({ values: draftValues, attempt: attempt.current });
    else clearDraft();
  }, []);

  // The draft follows every keystroke and choice.
  useEffect(() => {
    return form.subscribe({ formState: { values: true }, callback: ({ values: next }) => saveDraft(next) });
  }, [form, saveDraft]);

  // Fresh free times for the location (a change of location, a refetch on focus or after a 409) may
  // no longer offer the chosen date or time: clear what cannot be booked. A date the answer lists with
  // no time left stays, so the page can say it has been fully booked.
  useEffect(() => {
    const current = availability.currentData;
    if (!current) return;
    const { date, time } = getValues();
    if (!date) return;
    const times = timesOn(index, date);
    if (!times) {
      setValue('date', '');
      setValue('time', '');
    } else if (time && !times.includes(time)) {
      setValue('time', '');
    }
  }, [availability.currentData, index, getValues, setValue]);

  // A fresh catalogue (a restored draft, or a 409 for a changed price) may no longer offer a choice,
  // or change what it costs: drop what is gone (as the cascade would) and let the total follow the
  // chosen frequency, so the next Book Now sends the price the server now expects.
  useEffect(() => {
    const chosen = getValues();
    if (!catalogue.data || !chosen.product) return;
    const { product, service, frequency } = resolveChoice(catalogue.data, chosen);
    if (!product) setValue('product', '');
    if (!service && chosen.service) setValue('service', '');
    if (!frequency && chosen.frequency) setValue('frequency', '');
    const amount = frequency?.amount ?? 0;
    if (amount !== chosen.amount) setValue('amount', amount);
  }, [catalogue.data, getValues, setValue]);

  // Each select's own value and revalidation come from its controller's onChange; these add the cascade.
  const choose = <Name extends 'location' | 'product' | 'service' | 'frequency' | 'date' | 'time'>(
    name: Name,
    value: PathValue<BookingRequest, Name>,
  ) => setValue(name, value, { shouldDirty: true });

  const chooseLocation = (value: Location) => choose('location', value);
  /** A product resets the service and frequency choices (docs/PRODUCT.md#booking). */
  const chooseProduct = (id: string) => {
    choose('product', id);
    choose('service', '');
    choose('frequency', '');
    setValue('amount', 0);
  };
  /** A service resets the frequency choice. */
  const chooseService = (id: string) => {
    choose('service', id);
    choose('frequency', '');
    setValue('amount', 0);
  };
  /** A frequency sets the amount to pay. */
  const chooseFrequency = (id: string) => {
    choose('frequency', id);
    const { frequency } = resolveChoice(catalogue.data, { ...getValues(), frequency: id });
    setValue('amount', frequency?.amount ?? 0);
  };
  /** A date resets the chosen time. */
  const chooseDate = (date: Date) => {
    choose('date', toApiDate(date));
    choose('time', '');
  };
  const chooseTime = (time: string) => choose('time', time);

  const rememberAttempt = (next: DraftAttempt | null) => {
    attempt.current = next;
    saveDraft(getValues());
  };

  /**
   * The Idempotency-Key for this body: the current attempt's, unless that attempt was booked and the
   * details have changed since (then it is a new booking). An attempt that may have reached the server
   * unseen keeps its key, so a retry can never book twice.
   */
  const keyFor = (body: BookingPayload): string => {
    const json = JSON.stringify(body);
    const current = attempt.current;
    if (current && (!current.booked || current.body === json)) {
      if (current.body !== json) rememberAttempt({ ...current, body: json });
      return current.key;
    }
    const key = crypto.randomUUID();
    rememberAttempt({ key, body: json, booked: false });
    return key;
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
      rememberAttempt({ key, body: JSON.stringify(body), booked: true });
      const { product, service, frequency } = resolveChoice(catalogue.data, body);
      notify.success(bookingTexts.success);
      clearTimeout(scrollTimer.current);
      scrollTimer.current = setTimeout(() => window.scrollTo({ top: 0 }), SCROLL_TOP_DELAY_MS);
      setBooked({
        answer,
        body,
        names: { product: product?.name ?? '', service: service?.name ?? '', frequency: frequency?.name ?? '' },
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
      const waitingReceipt =
        isApiError(error) && error.status === 429
          ? await waitingReceiptOf(error.data, body.email).catch(() => undefined)
          : undefined;
      setFailure(waitingReceipt ? { message, waitingReceipt } : { message });
      if (isApiError(error)) {
        // 409: the slot was taken meanwhile, or the price changed. The mutation's tags refetch the
        // free times; the time is cleared so the visitor picks one that is still free, and the
        // catalogue is read again so the total shows the current price.
        if (error.status === 409) {
          setValue('time', '');
          void catalogue.refetch();
        }
        // 422: this key went with other details to a booking we never saw; the next try is a new attempt.
        if (error.status === 422) rememberAttempt(null);
        for (const issue of error.errors ?? []) {
          if (isBookingField(issue.field)) form.setError(issue.field, { message: issue.message });
        }
      }
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
        await send(body, keyFor(body));
      },
      () => {
        const { date, time } = getValues();
        if (!date || !time) notify.warning(bookingTexts.warnings.missingDateTime);
      },
    )(event);

  /** The hold ran out: the same details as a new attempt (a new key), so the server books afresh. */
  const bookAgain = async () => {
    if (!booked) return;
    const body = booked.body;
    const key = crypto.randomUUID();
    rememberAttempt({ key, body: JSON.stringify(body), booked: false });
    // The overview stays open ('Booking again…') until the new booking replaces it.
    await send(body, key);
  };

  const startOver = () => {
    attempt.current = null;
    clearDraft();
    form.reset(emptyValues);
    setDraftRestored(false);
    setFailure(null);
  };

  return {
    form,
    values,
    catalogue,
    availability,
    index,
    busy: form.formState.isSubmitting || sending,
    /** Rendered by the form once the data layer has loaded: it reads the free dates. */
    availabilityReader,
    /** The date's place, watched for coming on screen. */
    datePlaceRef,
    /** The form's first touch, key or focus. */
    onFirstUse: () => setUsed(true),
    failure,
    booked,
    closeOverview: () => setBooked(null),
    bookAgain,
    draftRestored,
    startOver,
    onSubmit,
    chooseLocation,
    chooseProduct,
    chooseService,
    chooseFrequency,
    chooseDate,
    chooseTime,
  };
}

export type BookingFormState = ReturnType<typeof useBookingForm>;
