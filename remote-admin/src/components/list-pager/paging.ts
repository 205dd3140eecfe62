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
