import type { AppointmentsPageResponse } from '@clean/shared/schemas';
import { useState } from 'react';
import type { ListPage } from '../../../components/paged-list/use-paged-list';

/** The API's keyset paging: the page right after (or before) a row shown. */
export interface PageAnchor {
  after?: string;
  before?: string;
}

/** Where Next or Previous went: the page, the filters of the list then, and the row it goes on from. */
interface Step extends PageAnchor {
  page: number;
  filters: string;
}

/**
 * Next and Previous of the appointments list go on from the rows shown (the API's `after` and `before`,
 * docs/DECISIONS.md "Keyset pages for Next and Previous"): as quick on page 20,000 as on page 2, and a
 * booking arriving meanwhile neither repeats nor skips a row. A page opened by its number (a link, a
 * reload, the row of pages, the back button) is read by its number, and page 1 always is: the newest.
 * `filters`: the list's filters as one text, so a step is never applied to another list.
 */
export function usePageAnchor(
  { page, setPage }: ListPage,
  filters: string,
): {
  anchor: PageAnchor;
  goTo: (target: number, shown: AppointmentsPageResponse | undefined) => void;
} {
  const [step, setStep] = useState<Step | null>(null);
  const applies = step !== null && step.page === page && step.filters === filters;
  const anchor: PageAnchor = !applies
    ? {}
    : step.after !== undefined
      ? { after: step.after }
      : step.before !== undefined
        ? { before: step.before }
        : {};
  const goTo = (target: number, shown: AppointmentsPageResponse | undefined) => {
    const rows = shown?.page === page ? shown.appointments : [];
    const first = rows[0]?._id;
    const last = rows.at(-1)?._id;
    if (target === page + 1 && last !== undefined) setStep({ page: target, filters, after: last });
    else if (target === page - 1 && target > 1 && first !== undefined)
      setStep({ page: target, filters, before: first });
    else setStep(null);
    setPage(target);
  };
  return { anchor, goTo };
}
