import { useEffect, useState } from 'react';
import { loadDataLayer, loadedDataLayer } from '../api/load-data-layer';
import { useNearScreen } from '@clean/shared/ui';

/**
 * How far below the screen the date's place may be when the free dates start loading without the form
 * being touched: none, so a phone's first screen does not load them (the place is below it).
 */
const DATES_MARGIN = '0px';

/**
 * The booking page's data layer (RTK Query, the free dates, the booking), loaded once `asked` or once
 * the date's place (given `datePlaceRef`) is on the screen (docs/DECISIONS.md, "The booking page's
 * data layer on first use"). When its code failed to load twice, `failure` says so and `retry` tries
 * again.
 */
export function useDataLayer(asked: boolean) {
  const [dataLayer, setDataLayer] = useState(loadedDataLayer);
  const [datePlaceRef, datePlaceNear] = useNearScreen<HTMLDivElement>(DATES_MARGIN, !!dataLayer);
  const wanted = asked || datePlaceNear;
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [tries, setTries] = useState(0);
  useEffect(() => {
    if (!wanted || dataLayer) return;
    let current = true;
    loadDataLayer().then(
      (module) => current && setDataLayer(module),
      (error: unknown) => {
        console.error('[booking] The free dates could not be loaded', error);
        if (current) setFailure({ error });
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, dataLayer, tries]);

  const retry = () => {
    setFailure(null);
    setTries((count) => count + 1);
  };
  return { dataLayer, wanted, failure, retry, datePlaceRef };
}
