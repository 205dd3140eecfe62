import type * as DataLayer from './booking-data-layer';

export type BookingDataLayer = typeof DataLayer;

let loading: Promise<BookingDataLayer> | null = null;
let loaded: BookingDataLayer | null = null;

/**
 * Loads the booking page's data layer once (RTK Query and the booking's endpoints, `booking-data-layer.tsx`).
 * A lost request is tried once more at once, as the shell does for pages (`lazyPage`); a second failure
 * rejects, and the next call tries again.
 */
export function loadDataLayer(): Promise<BookingDataLayer> {
  loading ??= import('./booking-data-layer')
    .catch(() => import('./booking-data-layer'))
    .then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
  return loading;
}

/** The data layer if it has loaded (a later visit to the page starts with it). */
export const loadedDataLayer = (): BookingDataLayer | null => loaded;
