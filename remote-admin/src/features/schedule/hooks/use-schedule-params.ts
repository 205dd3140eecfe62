import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readScheduleParams, writeScheduleParams, type ScheduleParams } from '../lib/schedule-params';

/** The board's date, view and location as the URL holds them: a reload, the back button and a link keep them. */
export function useScheduleParams(): [ScheduleParams, (change: Partial<ScheduleParams>) => void] {
  const [search, setSearch] = useSearchParams();
  const params = readScheduleParams(search);
  const update = useCallback(
    (change: Partial<ScheduleParams>) =>
      setSearch((current) => writeScheduleParams({ ...readScheduleParams(current), ...change })),
    [setSearch],
  );
  return [params, update];
}
