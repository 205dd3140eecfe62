import type { Location } from '@clean/shared';
import type { Area } from '@clean/shared/schemas';
import { useEffect, useState } from 'react';
import { readCityAreas } from '../api/read-city-areas';
import { forgetAreasSnapshot, pageAreasSnapshot } from '../lib/areas-snapshot';

/**
 * A city's areas as the page shows them: nothing yet, the list (`provisional` while it is the
 * prerendered page's snapshot, which the live answer replaces), or the read's failure.
 */
export type CityAreasState =
  { status: 'loading' } | { status: 'loaded'; areas: Area[]; provisional: boolean } | { status: 'failed' };

/** What a city's page shows before the API answers: its prerendered areas, else their outline. */
function beforeAnswer(location: Location): CityAreasState {
  const areas = pageAreasSnapshot(location);
  return areas ? { status: 'loaded', areas, provisional: true } : { status: 'loading' };
}

/**
 * The areas of `location`, always read from the API: the live answer replaces the snapshot, changed or
 * not, and a failed one drops it too. Read again when the page moves to another city; a late answer is
 * dropped.
 */
export function useCityAreas(location: Location): CityAreasState {
  const [state, setState] = useState(() => ({ location, shown: beforeAnswer(location) }));

  useEffect(() => {
    let current = true;
    const answered = (shown: CityAreasState) => {
      if (!current) return;
      forgetAreasSnapshot();
      setState({ location, shown });
    };
    readCityAreas(location).then(
      (areas) => answered({ status: 'loaded', areas, provisional: false }),
      () => answered({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [location]);

  // Another city's answer is never shown, not even for the render before the new read is sent.
  return state.location === location ? state.shown : beforeAnswer(location);
}
