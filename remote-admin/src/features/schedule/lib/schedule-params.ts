import { LOCATIONS, type Location } from '@clean/shared/constants';
import type { ScheduleQuery } from '@clean/shared/schemas';
import { addDays, isCalendarDate } from '@clean/shared/lagos-time';

/** The board's views: a day by start times, a day crew by crew, or a week. */
export const BOARD_VIEWS = ['day', 'crews', 'week'] as const;
export type BoardView = (typeof BOARD_VIEWS)[number];

/** What the board shows, as the URL keeps it (`?date=&view=&location=`). */
export interface ScheduleParams {
  /** The day (or the week's first day); null: today in Lagos, as the server counts it. */
  date: string | null;
  view: BoardView;
  /** null: every location. */
  location: Location | null;
}

const isLocation = (value: string | null): value is Location =>
  value !== null && (LOCATIONS as readonly string[]).includes(value);

/** The board's parameters from a URL query; anything unreadable falls back to today, day view, all locations. */
export function readScheduleParams(search: URLSearchParams): ScheduleParams {
  const date = search.get('date');
  const location = search.get('location');
  return {
    date: date !== null && isCalendarDate(date) ? date : null,
    view: BOARD_VIEWS.find((view) => view === search.get('view')) ?? 'day',
    location: isLocation(location) ? location : null,
  };
}

/** The URL query of `params`: defaults left out, so today's board is the bare path. */
export function writeScheduleParams(params: ScheduleParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.date) search.set('date', params.date);
  if (params.view !== 'day') search.set('view', params.view);
  if (params.location) search.set('location', params.location);
  return search;
}

/** The schedule API's query of `params` (the crews' day is a day): the server picks today without a date. */
export function scheduleQueryOf(params: ScheduleParams): ScheduleQuery {
  return {
    view: params.view === 'week' ? 'week' : 'day',
    ...(params.date ? { date: params.date } : {}),
    ...(params.location ? { location: params.location } : {}),
  };
}

/** The day a step back or forward leads to: a day in the day view, a week in the week view. */
export function stepDate(from: string, view: BoardView, direction: -1 | 1): string {
  return addDays(from, direction * (view === 'week' ? 7 : 1));
}
