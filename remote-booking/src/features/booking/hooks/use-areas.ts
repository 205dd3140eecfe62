import type { Location } from '@clean/shared';
import type { Area } from '@clean/shared/schemas';
import { useCallback, useEffect, useState } from 'react';
import { readAreas } from '../api/read-areas';

/** The chosen city's areas as the form reads them (RTK Query's fields of the same names). */
export interface AreasState {
  /** The areas of `location`; undefined until they arrive (and while no location is chosen). */
  data?: Area[];
  error?: unknown;
  isFetching: boolean;
  refetch: () => void;
}

interface Read {
  location: Location;
  data?: Area[];
  error?: unknown;
}

/**
 * The areas of the chosen location (docs/PRODUCT.md, "Areas and landmarks"), read again when the
 * location changes; an answer for a location no longer chosen is dropped.
 */
export function useAreas(location: Location | undefined): AreasState {
  const [read, setRead] = useState<Read | null>(null);
  const [tries, setTries] = useState(0);

  useEffect(() => {
    if (!location) return;
    let current = true;
    readAreas(location).then(
      (data) => current && setRead({ location, data }),
      (error: unknown) => {
        console.error('[booking] The areas could not be loaded', error);
        if (current) setRead({ location, error });
      },
    );
    return () => {
      current = false;
    };
  }, [location, tries]);

  const refetch = useCallback(() => {
    setRead(null);
    setTries((count) => count + 1);
  }, []);
  const mine = read?.location === location ? read : null;
  return { data: mine?.data, error: mine?.error, isFetching: !!location && !mine, refetch };
}
