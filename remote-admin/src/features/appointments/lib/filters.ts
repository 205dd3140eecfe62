import { LOCATIONS } from '@clean/shared';
import {
  APPOINTMENT_SORTS,
  appointmentFilters,
  BOOKING_STATUSES,
  type AppointmentSort,
  type BookingStatus,
} from '@clean/shared/schemas';
import { PAGE_PARAM } from '../../../components/list-pager/paging';

/** The list's filters and order as the URL keeps them; each field absent when not chosen. */
export interface ListFilters {
  status?: BookingStatus;
  payment?: 'paid' | 'unpaid';
  location?: (typeof LOCATIONS)[number];
  from?: string;
  to?: string;
  sort: AppointmentSort;
  order: 'asc' | 'desc';
}

export type FilterKey = Exclude<keyof ListFilters, 'sort' | 'order'>;
export const FILTER_KEYS: readonly FilterKey[] = ['status', 'payment', 'location', 'from', 'to'];
const ALL_KEYS = [...FILTER_KEYS, 'sort', 'order'] as const;

/** The server's default order: newest booking first. Left out of the URL. */
export const DEFAULT_SORT: AppointmentSort = 'created';
export const DEFAULT_ORDER = 'desc';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/** What the URL asks for; a value the list does not know (an old or edited link) is ignored. */
export function readFilters(params: URLSearchParams): ListFilters {
  const date = (value: string | null) => (value && DATE.test(value) ? value : undefined);
  return {
    status: oneOf(BOOKING_STATUSES, params.get('status')),
    payment: oneOf(['paid', 'unpaid'] as const, params.get('payment')),
    location: oneOf(LOCATIONS, params.get('location')),
    from: date(params.get('from')),
    to: date(params.get('to')),
    sort: oneOf(APPOINTMENT_SORTS, params.get('sort')) ?? DEFAULT_SORT,
    order: oneOf(['asc', 'desc'] as const, params.get('order')) ?? DEFAULT_ORDER,
  };
}

/**
 * `current` with `change` applied: empty values and the default order removed, and back to page 1
 * (page 3 of another selection means nothing). Other parameters are kept.
 */
export function withFilters(current: URLSearchParams, change: Partial<Record<keyof ListFilters, string>>) {
  const params = new URLSearchParams(current);
  for (const [key, value] of Object.entries(change)) {
    if (value) params.set(key, value);
    else params.delete(key);
  }
  if (params.get('sort') === DEFAULT_SORT) params.delete('sort');
  if (params.get('order') === DEFAULT_ORDER) params.delete('order');
  params.delete(PAGE_PARAM);
  return params;
}

/** `current` without any filter or order, on page 1. */
export function withoutFilters(current: URLSearchParams) {
  const params = new URLSearchParams(current);
  for (const key of ALL_KEYS) params.delete(key);
  params.delete(PAGE_PARAM);
  return params;
}

/** Whether anything narrows or reorders the list (what 'Clear filters' undoes). */
export const hasFilters = (filters: ListFilters): boolean =>
  FILTER_KEYS.some((key) => filters[key] !== undefined) ||
  filters.sort !== DEFAULT_SORT ||
  filters.order !== DEFAULT_ORDER;

/** The shared rule's message when `from` is after `to` (the server says the same), else null. */
export function dateRangeError(filters: Pick<ListFilters, 'from' | 'to'>): string | null {
  const result = appointmentFilters.safeParse({ from: filters.from, to: filters.to });
  if (result.success) return null;
  return result.error.issues.find((issue) => issue.path[0] === 'to')?.message ?? null;
}

/**
 * The query parameters of the list and the export: the chosen filters, and the order when it is not
 * the server's default.
 */
export function filterParams(filters: ListFilters): Partial<ListFilters> {
  const params: Partial<ListFilters> = {};
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    // Each key's own type: TypeScript cannot pair them through the loop variable.
    if (value !== undefined) Object.assign(params, { [key]: value });
  }
  if (filters.sort !== DEFAULT_SORT) params.sort = filters.sort;
  if (filters.order !== DEFAULT_ORDER) params.order = filters.order;
  return params;
}
