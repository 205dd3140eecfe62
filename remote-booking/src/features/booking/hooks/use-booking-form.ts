import type { Location } from '@clean/shared';
import { emptyBookingValues } from '../lib/booking-values';
import { areaOf, quoteOf, resolveChoice } from '../lib/catalogue';
import { useBookingAttempt } from './use-booking-attempt';
import { useBookingChoices } from './use-booking-choices';
import { useBookingDraft } from './use-booking-draft';
import { useBookingFields } from './use-booking-fields';
import { useBookingSubmit } from './use-booking-submit';
import { useContactChannel } from './use-contact-channel';
import { useFreeDates } from './use-free-dates';

/**
 * The booking form (docs/PRODUCT.md#booking): its fields and validation, the cascade of resets, the
 * free dates for the chosen location, the submit with its warnings and safe Retry, and the draft kept
 * on the device, joined here; 'Start over' empties them all.
 */
export function useBookingForm() {
  // The draft is read before the form starts from it; its saving follows every change of the form.
  const draft = useBookingDraft();
  const { form, values, catalogue, areas } = useBookingFields(draft.values, draft.save);
  // `location` is undefined until one is chosen: the calendar then shows every location's free dates.
  const location: Location | undefined = values.location || undefined;
  const area = areaOf(areas.data, values.area);
  // Start times are offered for the chosen visit's length: its service's, grown by the home's size and
  // extras once a frequency is chosen (the default length until a service is), and by crews that go
  // to the chosen area (docs/PRODUCT.md, "Areas and landmarks").
  const quote = quoteOf(catalogue.data, values, area);
  const minutes = quote?.ok ? quote.minutes : resolveChoice(catalogue.data, values).service?.durationMinutes;
  const freeDates = useFreeDates(form, { location, minutes, area: area?._id });
  const attempt = useBookingAttempt(draft, form.getValues);
  const submit = useBookingSubmit(form, catalogue, freeDates.index, attempt, areas);
  const choices = useBookingChoices(form, catalogue, areas);
  const channel = useContactChannel(form, values);

  const startOver = () => {
    draft.forget();
    form.reset(emptyBookingValues);
    submit.clearFailure();
  };

  return {
    form,
    values,
    catalogue,
    areas,
    /** "How should we reach you?": the channel shown (the phone's default until one is picked). */
    channel,
    /** The chosen area, once the city's areas are read. */
    area,
    quote,
    ...freeDates,
    busy: form.formState.isSubmitting || submit.sending,
    failure: submit.failure,
    booked: submit.booked,
    closeOverview: submit.closeOverview,
    bookAgain: submit.bookAgain,
    onSubmit: submit.onSubmit,
    draftRestored: draft.restored,
    startOver,
    ...choices,
  };
}

export type BookingFormState = ReturnType<typeof useBookingForm>;
