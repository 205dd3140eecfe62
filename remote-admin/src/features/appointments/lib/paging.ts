/** Rows per page of the appointments list; the API takes at most MAX_APPOINTMENTS_PAGE_SIZE. */
export const APPOINTMENTS_PAGE_SIZE = 20;

/** The `#` of a row: its place in the whole list, newest first, not just on this page. */
export function rowNumber(page: number, pageSize: number, index: number): number {
  return (page - 1) * pageSize + index + 1;
}
