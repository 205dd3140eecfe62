import { LOCATIONS } from '@clean/shared';
import { APPOINTMENT_SORTS, BOOKING_STATUSES } from '@clean/shared/schemas';
import { buttonClassName, Field } from '@clean/shared/ui';
import type { ReactNode } from 'react';
import { hasFilters, type ListFilters } from '../lib/filters';
import { filterTexts } from '../lib/filter-texts';
import styles from './appointment-filters.module.css';

const texts = filterTexts;

interface AppointmentFiltersProps {
  filters: ListFilters;
  onChange: (patch: Partial<Record<keyof ListFilters, string>>) => void;
  onClear: () => void;
  /** The shared rule's message when From is after To. */
  rangeError: string | null;
  /** Beside 'Clear filters': the export of what the filters select. */
  actions?: ReactNode;
}

/**
 * Status, payment, location, appointment dates and the order of the list. Each change applies at
 * once (the URL keeps it); no Apply button to forget.
 */
export function AppointmentFilters({ filters, onChange, onClear, rangeError, actions }: AppointmentFiltersProps) {
  return (
    <form className={styles.filters} aria-label={texts.legend} onSubmit={(event) => event.preventDefault()}>
      <div className={styles.fields}>
        <Field label={texts.status}>
          {(control) => (
            <select
              {...control}
              value={filters.status ?? ''}
              onChange={(event) => onChange({ status: event.target.value })}
            >
              <option value="">{texts.any}</option>
              {BOOKING_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {texts.statuses[status]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={texts.payment}>
          {(control) => (
            <select
              {...control}
              value={filters.payment ?? ''}
              onChange={(event) => onChange({ payment: event.target.value })}
            >
              <option value="">{texts.any}</option>
              <option value="paid">{texts.payments.paid}</option>
              <option value="unpaid">{texts.payments.unpaid}</option>
            </select>
          )}
        </Field>
        <Field label={texts.location}>
          {(control) => (
            <select
              {...control}
              value={filters.location ?? ''}
              onChange={(event) => onChange({ location: event.target.value })}
            >
              <option value="">{texts.any}</option>
              {LOCATIONS.map((location) => (
                <option key={location} value={location}>
                  {location}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={texts.from}>
          {(control) => (
            <input
              {...control}
              type="date"
              value={filters.from ?? ''}
              max={filters.to}
              onChange={(event) => onChange({ from: event.target.value })}
            />
          )}
        </Field>
        <Field label={texts.to} error={rangeError ?? undefined}>
          {(control) => (
            <input
              {...control}
              type="date"
              value={filters.to ?? ''}
              min={filters.from}
              onChange={(event) => onChange({ to: event.target.value })}
            />
          )}
        </Field>
        <Field label={texts.sort}>
          {(control) => (
            <select {...control} value={filters.sort} onChange={(event) => onChange({ sort: event.target.value })}>
              {APPOINTMENT_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {texts.sorts[sort]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={texts.order}>
          {(control) => (
            <select {...control} value={filters.order} onChange={(event) => onChange({ order: event.target.value })}>
              <option value="desc">{texts.orders.desc}</option>
              <option value="asc">{texts.orders.asc}</option>
            </select>
          )}
        </Field>
      </div>
      <div className={styles.actions}>
        {hasFilters(filters) && (
          <button type="button" className={buttonClassName({ variant: 'light' })} onClick={onClear}>
            {texts.clear}
          </button>
        )}
        {actions}
      </div>
    </form>
  );
}
