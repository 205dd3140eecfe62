import type { Location } from '@clean/shared';
import type { Area } from '@clean/shared/schemas';
import { useEffect, useState } from 'react';
import { readCityAreas } from '../api/read-city-areas';

/** A city's areas as the page reads them: nothing yet, the list, or the read's failure. */
export type CityAreasState = { status: 'loading' } | { status: 'loaded'; areas: Area[] } | { status: 'failed' };

/** The areas of `location`, read again when the page moves to another city; a late answer is dropped. */
export function useCityAreas(location: Location): CityAreasState {
  const [state, setState] = useState<{ location: Location; shown: CityAreasState }>({
    location,
    shown: { status: 'loading' },
  });

  useEffect(() => {
    let current = true;
    readCityAreas(location).then(
      (areas) => current && setState({ location, shown: { status: 'loaded', areas } }),
      () => current && setState({ location, shown: { status: 'failed' } }),
    );
    return () => {
      current = false;
    };
  }, [location]);

  // Another city's answer is never shown, not even for the render before the new read is sent.
  return state.location === location ? state.shown : { status: 'loading' };
}
