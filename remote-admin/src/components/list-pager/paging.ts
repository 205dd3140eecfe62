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

/** One place in a pager's list of pages: a page to go to, or a gap standing for the pages left out. */
export type PagerItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/**
 * The pages a pager offers: the first, the last, and the current with its neighbours; a skipped
 * stretch is one gap (a single skipped page is shown instead). At most seven places, whether the list
 * has 3 pages or 50,000.
 */
export function pagerItems(page: number, count: number): PagerItem[] {
  const wanted = new Set([1, count, page - 1, page, page + 1].filter((entry) => entry >= 1 && entry <= count));
  const pages = [...wanted].sort((a, b) => a - b);
  const items: PagerItem[] = [];
  let previous = 0;
  for (const entry of pages) {
    if (entry - previous === 2) items.push({ kind: 'page', page: entry - 1 });
    else if (entry - previous > 2) items.push({ kind: 'gap', key: `gap-${previous}` });
    items.push({ kind: 'page', page: entry });
    previous = entry;
  }
  return items;
}
