import type { AvailabilityAsk } from '@clean/shared/api';
import { createElement, useEffect, useMemo, useState } from 'react';
import type { AvailabilityState } from '../api/booking-data-layer';
import { indexAvailability, timesOn } from '../lib/availability';
import type { BookingForm } from './use-booking-fields';
import { useDataLayer } from './use-data-layer';

/**
 * The free dates and times of the location (every location's while none is chosen; '' means the
 * same) for a job of `minutes` (the chosen service's length) in the chosen `area` (crews can be
 * limited to some areas), asked for on the form's first use: a
 * touch, a key or a focus in it, a chosen location (a link's or a draft's), or the date's place on
 * the screen. Until then the calendar's skeleton shows.
 */
export function useFreeDates(form: BookingForm, { location, minutes, area }: AvailabilityAsk) {
  const { getValues, setValue } = form;
  const [used, setUsed] = useState(false);
  const { dataLayer, wanted, failure, retry, datePlaceRef } = useDataLayer(used || !!location);
  const [read, setRead] = useState<AvailabilityState | null>(null);
  const availability: AvailabilityState = (dataLayer && read) || {
    isFetching: wanted && !failure,
    error: failure?.error,
    refetch: retry,
  };
  const availabilityReader = dataLayer
    ? createElement(dataLayer.AvailabilityReader, { location, minutes, area, onChange: setRead })
    : null;
  const index = useMemo(() => indexAvailability(availability.currentData), [availability.currentData]);

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

  return {
    availability,
    index,
    /** Rendered by the form once the data layer has loaded: it reads the free dates. */
    availabilityReader,
    /** The date's place, watched for coming on screen. */
    datePlaceRef,
    /** The form's first touch, key or focus. */
    onFirstUse: () => setUsed(true),
  };
}
