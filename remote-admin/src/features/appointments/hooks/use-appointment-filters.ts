import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readFilters, withFilters, withoutFilters, type ListFilters } from '../lib/filters';

/**
 * The list's filters and order as the URL holds them (`?status=paid&sort=amount`): a reload, the back
 * button and a shared link keep them. Any change goes back to page 1.
 *
 * Each change starts from the last query written, not from the one rendered: react-router 6 hands a
 * functional `setSearchParams` the query of the last render, so a second change made before the page
 * rendered the first (a date typed, then the sort chosen at once) wrote the query without the first.
 */
export function useAppointmentFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const latest = useRef(searchParams);
  // A query the router rendered (a change, the back button) is the latest from then on.
  useLayoutEffect(() => {
    latest.current = searchParams;
  }, [searchParams]);
  const filters = useMemo(() => readFilters(searchParams), [searchParams]);
  const write = useCallback(
    (next: URLSearchParams) => {
      latest.current = next;
      setSearchParams(next);
    },
    [setSearchParams],
  );
  const change = useCallback(
    (patch: Partial<Record<keyof ListFilters, string>>) => write(withFilters(latest.current, patch)),
    [write],
  );
  const clear = useCallback(() => write(withoutFilters(latest.current)), [write]);
  return { filters, change, clear };
}
