import { Field } from '@clean/shared/ui';
import items from '../paged-list/list-items.module.css';

/** The words of a list's status filter, from its texts. */
export interface StatusFilterTexts<TStatus extends string> {
  /** 'Status'. */
  filterLabel: string;
  /** The choice of no filter: 'All'. */
  all: string;
  /** Each status as the list names it. */
  statuses: Record<TStatus, string>;
}

interface StatusFilterProps<TStatus extends string> {
  texts: StatusFilterTexts<TStatus>;
  statuses: readonly TStatus[];
  /** The status chosen, none for all. */
  value: TStatus | undefined;
  /** A status, or '' for all. */
  onChange: (next: TStatus | '') => void;
}

/**
 * The status choice of a paged list's header (outbox, data requests, plans): one of its statuses or
 * all, in the console's own field, as the appointments' filters are.
 */
export function StatusFilter<TStatus extends string>({ texts, statuses, value, onChange }: StatusFilterProps<TStatus>) {
  return (
    <Field label={texts.filterLabel} className={items.filter}>
      {(control) => (
        <select {...control} value={value ?? ''} onChange={(event) => onChange(event.target.value as TStatus | '')}>
          <option value="">{texts.all}</option>
          {statuses.map((status) => (
            <option key={status} value={status}>
              {texts.statuses[status]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
