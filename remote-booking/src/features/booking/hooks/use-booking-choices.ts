import type { Location } from '@clean/shared';
import { toApiDate } from '@clean/shared/dates';
import type { BookingRequest } from '@clean/shared/schemas';
import { useEffect } from 'react';
import type { PathValue } from 'react-hook-form';
import { resolveChoice } from '../lib/catalogue';
import type { BookingForm, Catalogue } from './use-booking-fields';

/**
 * The cascade of the form's choices (docs/PRODUCT.md#booking): a product resets the service and the
 * frequency, a service the frequency, a date the time; a frequency sets the amount to pay.
 */
export function useBookingChoices(form: BookingForm, catalogue: Catalogue) {
  const { setValue, getValues } = form;

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

  return {
    chooseLocation: (value: Location) => choose('location', value),
    chooseProduct: (id: string) => {
      choose('product', id);
      choose('service', '');
      choose('frequency', '');
      setValue('amount', 0);
    },
    chooseService: (id: string) => {
      choose('service', id);
      choose('frequency', '');
      setValue('amount', 0);
    },
    chooseFrequency: (id: string) => {
      choose('frequency', id);
      const { frequency } = resolveChoice(catalogue.data, { ...getValues(), frequency: id });
      setValue('amount', frequency?.amount ?? 0);
    },
    chooseDate: (date: Date) => {
      choose('date', toApiDate(date));
      choose('time', '');
    },
    chooseTime: (time: string) => choose('time', time),
  };
}

export type BookingChoices = ReturnType<typeof useBookingChoices>;
