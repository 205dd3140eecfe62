/** The query parameter that keeps a list's page in the URL, so a reload or a shared link keeps it. */
export const PAGE_PARAM = 'page';

/** The page a `?page=` value asks for: a whole number from 1, else the first page. */
export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** How many pages `total` rows fill; an empty list still has its one (empty) page. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * Rows per page of every paged admin list (appointments, customers, messages); the API takes at
 * most MAX_APPOINTMENTS_PAGE_SIZE.
 */
export const LIST_PAGE_SIZE = 20;

/** The `#` of a row: its place in the whole list, not just on this page. */
export function rowNumber(page: number, pageSize: number, index: number): number {
  return (page - 1) * pageSize + index + 1;
}
