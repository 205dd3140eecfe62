import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readFilters, withFilters, withoutFilters, type ListFilters } from '../lib/filters';

/**
 * The list's filters and order as the URL holds them (`?status=paid&sort=amount`): a reload, the back
 * button and a shared link keep them. Any change goes back to page 1.
 */
export function useAppointmentFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readFilters(searchParams), [searchParams]);
  const change = useCallback(
    (patch: Partial<Record<keyof ListFilters, string>>) => setSearchParams((current) => withFilters(current, patch)),
    [setSearchParams],
  );
  const clear = useCallback(() => setSearchParams((current) => withoutFilters(current)), [setSearchParams]);
  return { filters, change, clear };
}
