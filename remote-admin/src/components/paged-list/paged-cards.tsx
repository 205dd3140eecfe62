import { Bone, Skeleton } from '@clean/shared/ui';
import type { ReactNode } from 'react';
import items from './list-items.module.css';
import { PagedList, type PagedListTexts } from './paged-list';
import type { PagedList as PagedListState } from './use-paged-list';

export interface PagedCardsTexts extends PagedListTexts {
  /** The line above the cards: what the list holds. */
  intro: string;
  /** The outline's name while a page loads. */
  loading: string;
  /** The list's accessible name. */
  listLabel: string;
}

interface PagedCardsProps<TAnswer extends { total: number }, TRow> {
  list: PagedListState<TAnswer>;
  texts: PagedCardsTexts;
  /** This page's rows in the answer. */
  rowsOf: (answer: TAnswer) => readonly TRow[];
  keyOf: (row: TRow) => string;
  /** One row's card. */
  children: (row: TRow) => ReactNode;
  /** Said after the intro's text, such as a count of what is unread. */
  introNote?: string;
  /** Beside the intro: the list's filters. */
  filters?: ReactNode;
  /** How many cards the outline shows while a page loads, and how tall. */
  outline?: { cards: number; height: string };
  className?: string;
}

/**
 * A paged admin list of cards (outbox, data requests, plans, messages): the intro with the list's
 * filters beside it, the outline of cards while a page loads, then one card per row in an ordered
 * list; the frame (errors, empty state, pager) is PagedList's.
 */
export function PagedCards<TAnswer extends { total: number }, TRow>({
  list,
  texts,
  rowsOf,
  keyOf,
  children,
  introNote,
  filters,
  outline = { cards: 4, height: '6.5rem' },
  className = items.body,
}: PagedCardsProps<TAnswer, TRow>) {
  return (
    <PagedList
      list={list}
      texts={texts}
      rowsOf={rowsOf}
      className={className}
      header={
        <div className={items.header}>
          <p className={items.intro}>
            {texts.intro}
            {introNote && ` ${introNote}`}
          </p>
          {filters}
        </div>
      }
      loading={
        <Skeleton label={texts.loading}>
          {Array.from({ length: outline.cards }, (_, index) => (
            <Bone key={index} shape="card" height={outline.height} />
          ))}
        </Skeleton>
      }
    >
      {(answer) => (
        <ol className={items.list} aria-label={texts.listLabel}>
          {rowsOf(answer).map((row) => (
            <li key={keyOf(row)}>{children(row)}</li>
          ))}
        </ol>
      )}
    </PagedList>
  );
}
