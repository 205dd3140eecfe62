/**
 * The booking page's data layer, loaded on the visitor's first use of the form (docs/DECISIONS.md,
 * "The booking page's data layer on first use"): RTK Query with its immer and the shared API module
 * were a tenth of the page's first visit, for the free dates and the booking, which no one needs
 * before touching the form. Importing this module plugs the API into the one store.
 */
import type { AvailabilityEntry, Location } from '@clean/shared';
import { useGetAvailabilityQuery } from '@clean/shared/api';
import { useCallback, useEffect, useRef } from 'react';
import { bookingApi } from './book-appointment';

/** The free dates as the form reads them (RTK Query's fields of the same names). */
export interface AvailabilityState {
  currentData?: AvailabilityEntry[];
  error?: unknown;
  isFetching: boolean;
  /** Reads them again (the form's Retry). */
  refetch: () => void;
}

export interface AvailabilityReaderProps {
  /** Undefined: every location's free dates. */
  location?: Location;
  /** The chosen service's job length; undefined: the default length. */
  minutes?: number;
  /** The chosen area's id: only crews that go there count; undefined: any crew of the location. */
  area?: string;
  onChange: (state: AvailabilityState) => void;
}

/**
 * Reads the free dates for the location through the one RTK Query cache (refetched on focus, and by
 * the booking's tags after an answer) and hands them to the form, which renders this once loaded.
 */
export function AvailabilityReader({ location, minutes, area, onChange }: AvailabilityReaderProps) {
  const { currentData, error, isFetching, refetch } = useGetAvailabilityQuery(
    { location, minutes, area },
    { refetchOnFocus: true },
  );
  // One function for the form's whole life, calling the query's current refetch.
  const latestRefetch = useRef(refetch);
  useEffect(() => {
    latestRefetch.current = refetch;
  }, [refetch]);
  const stableRefetch = useCallback(() => void latestRefetch.current(), []);
  useEffect(
    () => onChange({ currentData, error, isFetching, refetch: stableRefetch }),
    [currentData, error, isFetching, stableRefetch, onChange],
  );
  return null;
}

/** POST /api/user/book-appointment, dispatched to the one store (its tags refetch the free dates). */
export const bookAppointment = bookingApi.endpoints.bookingBookAppointment.initiate;
