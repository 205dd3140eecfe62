/**
 * `@clean/shared/use-catalogue`: the catalogue for a page's first render without the store, as the
 * booking form and the pricing page read it. Bundled by each app that imports it (no shared state).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Product } from '../schemas';
import { readProducts } from './plain-call';

/** The catalogue as the form reads it (RTK Query's fields of the same names). */
export interface CatalogueState {
  data?: Product[];
  error?: unknown;
  isFetching: boolean;
  /** Reads it again (Retry, or a 409 for a changed price); the last read's answer wins. */
  refetch: () => void;
}

/**
 * The catalogue read with `fetch` (`@clean/shared/plain-call`): the booking form's selects and the
 * pricing page's prices fill in without RTK Query and the store, which the booking form loads on the
 * visitor's first use and the pricing page never needs (docs/DECISIONS.md, "The booking page's data
 * layer on first use"). A failed read again keeps what the last good one gave, as RTK Query does.
 */
export function useCatalogue(): CatalogueState {
  const [state, setState] = useState<Omit<CatalogueState, 'refetch'>>({ isFetching: true });
  const latest = useRef(0);

  /** Sends a read; its answer is kept only if no later read was sent meanwhile. */
  const read = useCallback(() => {
    latest.current += 1;
    const call = latest.current;
    readProducts().then(
      (data) => {
        if (call === latest.current) setState({ data, isFetching: false });
      },
      (error: unknown) => {
        if (call === latest.current) setState((current) => ({ data: current.data, error, isFetching: false }));
      },
    );
  }, []);

  useEffect(() => {
    read();
    // An answer after the form has gone is dropped.
    return () => {
      latest.current += 1;
    };
  }, [read]);

  const refetch = useCallback(() => {
    setState((current) => ({ ...current, isFetching: true }));
    read();
  }, [read]);

  return { ...state, refetch };
}
