import type { Location } from '@clean/shared';
import { toApiDate } from '@clean/shared/dates';
import type { BookingRequest } from '@clean/shared/schemas';
import { useEffect } from 'react';
import type { PathValue } from 'react-hook-form';
import { areaOf, fullSize, quoteOf, resolveChoice, type HomeSize } from '../lib/catalogue';
import type { Areas, BookingForm, Catalogue } from './use-booking-fields';

/**
 * The cascade of the form's choices (docs/PRODUCT.md#booking): a product resets the service and the
 * frequency, a service the frequency and the home's size, a location the area, a date the time; a
 * frequency, the size, the extras and the area's surcharge set the amount to pay (docs/PRODUCT.md, "A
 * price that fits the home", "Areas and landmarks").
 */
export function useBookingChoices(form: BookingForm, catalogue: Catalogue, areas: Areas) {
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
    if (chosen.size) setValue('size', service ? fullSize(service, chosen.size) : undefined);
    setAmount();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- setAmount reads the form as it is now
  }, [catalogue.data, getValues, setValue]);

  // The city's areas read (a restored draft's, or read again): an area the city no longer has is dropped.
  useEffect(() => {
    const chosen = getValues('area');
    if (!areas.data || !chosen) return;
    if (!areaOf(areas.data, chosen)) setValue('area', undefined);
    setAmount();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- setAmount reads the form as it is now
  }, [areas.data, getValues, setValue]);

  /** The amount the server will charge for what is chosen now (0 until a frequency is). */
  function setAmount() {
    const quote = quoteOf(catalogue.data, getValues(), areaOf(areas.data, getValues('area')));
    const amount = quote?.ok ? quote.amount : (resolveChoice(catalogue.data, getValues()).frequency?.amount ?? 0);
    if (amount !== getValues('amount')) setValue('amount', amount);
  }

  // Each select's own value and revalidation come from its controller's onChange; these add the cascade.
  const choose = <Name extends 'location' | 'product' | 'service' | 'frequency' | 'date' | 'time'>(
    name: Name,
    value: PathValue<BookingRequest, Name>,
  ) => setValue(name, value, { shouldDirty: true });

  return {
    chooseLocation: (value: Location) => {
      choose('location', value);
      // Another city's areas: the one chosen is not among them.
      setValue('area', undefined);
      setAmount();
    },
    chooseArea: (id: string | undefined) => {
      setValue('area', id, { shouldDirty: true });
      setAmount();
    },
    chooseProduct: (id: string) => {
      choose('product', id);
      choose('service', '');
      choose('frequency', '');
      setValue('size', undefined);
      setValue('amount', 0);
    },
    chooseService: (id: string) => {
      choose('service', id);
      choose('frequency', '');
      setValue('size', undefined);
      setValue('amount', 0);
    },
    chooseFrequency: (id: string) => {
      choose('frequency', id);
      setAmount();
    },
    chooseSize: (size: HomeSize) => {
      setValue('size', size, { shouldDirty: true });
      setAmount();
    },
    chooseDate: (date: Date) => {
      choose('date', toApiDate(date));
      choose('time', '');
    },
    chooseTime: (time: string) => choose('time', time),
  };
}

export type BookingChoices = ReturnType<typeof useBookingChoices>;
