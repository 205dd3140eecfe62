import { locationFromParam } from '@clean/shared';
import type { BookingPayload, BookingRequest } from '@clean/shared/schemas';
import { useCatalogue } from '@clean/shared/use-catalogue';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { bookingValidation, type BookingContext } from '../lib/booking-resolver';
import type { DraftValues } from '../lib/booking-draft';
import { emptyBookingValues } from '../lib/booking-values';
import { useAreas } from './use-areas';

/**
 * The form's values and their validation: the shared zod schema with react-hook-form, started from the
 * draft (and a city page's location), the catalogue its choices come from, the chosen city's areas
 * (the resolver's context: a city with areas needs one), and every change handed to `onValues` (the
 * draft follows every keystroke and choice).
 */
export function useBookingFields(draftValues: DraftValues | undefined, onValues: (values: DraftValues) => void) {
  // A city page's Book Now (`?location=lagos`) chooses the location, over the draft's.
  const [searchParams] = useSearchParams();
  const [linkedLocation] = useState(() => locationFromParam(searchParams.get('location')));

  // The ref itself is the context: the resolver reads the areas as they are when it validates.
  const context = useRef<BookingContext['current']>({});
  const form = useForm<BookingRequest, BookingContext, BookingPayload>({
    resolver: bookingValidation.resolver,
    context,
    defaultValues: { ...emptyBookingValues, ...draftValues, ...(linkedLocation && { location: linkedLocation }) },
  });
  const values = useWatch({ control: form.control });
  const { isDirty } = form.formState;
  // The schema arrives with the visitor's first change, well before a submit needs it.
  useEffect(() => {
    if (isDirty) bookingValidation.preload();
  }, [isDirty]);

  const catalogue = useCatalogue();
  const areas = useAreas(values.location || undefined);
  useEffect(() => {
    context.current = { areas: areas.data };
  }, [context, areas.data]);

  useEffect(() => {
    return form.subscribe({ formState: { values: true }, callback: ({ values: next }) => onValues(next) });
  }, [form, onValues]);

  return { form, values, catalogue, areas };
}

export type BookingForm = ReturnType<typeof useBookingFields>['form'];
export type Catalogue = ReturnType<typeof useBookingFields>['catalogue'];
export type Areas = ReturnType<typeof useBookingFields>['areas'];
