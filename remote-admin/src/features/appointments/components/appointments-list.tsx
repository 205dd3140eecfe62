import { toDisplayDate } from '@clean/shared/dates';
import { buttonClassName, ConfirmDialog, StatusPanel } from '@clean/shared/ui';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useRef } from 'react';
import { ListPager } from '../../../components/list-pager/list-pager';
import { usePageCount, usePageParam } from '../../../components/list-pager/use-page-param';
import { LoadErrorPanel } from '../../../components/load-error-panel/load-error-panel';
import { useAdminGetAppointmentsQuery } from '../api/get-appointments';
import { useAppointmentFilters } from '../hooks/use-appointment-filters';
import { useDeleteAppointment } from '../hooks/use-delete-appointment';
import { useWideScreen } from '../hooks/use-wide-screen';
import { dateRangeError, filterParams, hasFilters } from '../lib/filters';
import { filterTexts } from '../lib/filter-texts';
import { APPOINTMENTS_PAGE_SIZE, rowNumber } from '../lib/paging';
import { appointmentsTexts } from '../lib/texts';
import { AppointmentCards } from './appointment-cards';
import { AppointmentFilters } from './appointment-filters';
import { AppointmentsSkeleton } from './appointments-skeleton';
import { AppointmentsTable } from './appointments-table';
import { ExportCsvButton } from './export-csv-button';
import styles from './appointments-list.module.css';

const texts = appointmentsTexts;

/**
 * The appointments of the page, filters and order in the URL: the filters (and the CSV export of
 * what they select) above; skeleton while they load, 'No internet on device' with Retry when the call
 * fails (SPEC section 8), an empty state, else a table (wide screens) or cards (phones) with the pager
 * under them, and the one confirmation that a delete asks for.
 */
export function AppointmentsList() {
  const [page, setPage] = usePageParam();
  const { filters, change, clear } = useAppointmentFilters();
  const rangeError = dateRangeError(filters);
  const filtered = hasFilters(filters);
  const wide = useWideScreen();
  // New bookings arrive without any admin action, so each visit asks again. Dates out of order ask nothing.
  const { currentData, data, error, isFetching, refetch } = useAdminGetAppointmentsQuery(
    rangeError ? skipToken : { page, pageSize: APPOINTMENTS_PAGE_SIZE, ...filterParams(filters) },
    { refetchOnMountOrArgChange: true },
  );
  const deletion = useDeleteAppointment();
  const top = useRef<HTMLDivElement>(null);

  // The page being shown, or while the next one loads the last one known: the pager stays in place.
  const known = currentData ?? data;
  const pages = usePageCount(page, setPage, currentData, known);

  const goTo = (next: number) => {
    setPage(next);
    // The pager sits under a long list: show the new page from its top.
    top.current?.scrollIntoView?.({ block: 'start' });
  };

  let content;
  if (rangeError) {
    content = (
      <StatusPanel title={filterTexts.badRangeTitle}>
        <p>{rangeError}</p>
      </StatusPanel>
    );
  } else if (error) {
    content = (
      <LoadErrorPanel title={texts.errorTitle} error={error} retrying={isFetching} onRetry={() => void refetch()} />
    );
  } else if (currentData && currentData.total === 0 && filtered) {
    content = (
      <StatusPanel
        title={filterTexts.noMatchTitle}
        actions={
          <button type="button" className={buttonClassName({ variant: 'outline' })} onClick={clear}>
            {filterTexts.clear}
          </button>
        }
      >
        <p>{filterTexts.noMatchText}</p>
      </StatusPanel>
    );
  } else if (currentData && currentData.total === 0) {
    content = (
      <StatusPanel title={texts.emptyTitle}>
        <p>{texts.emptyText}</p>
      </StatusPanel>
    );
  } else if (!currentData || currentData.appointments.length === 0) {
    // Loading, or past the last page on the way to it.
    content = <AppointmentsSkeleton wide={wide} />;
  } else {
    const firstNumber = rowNumber(currentData.page, currentData.pageSize, 0);
    content = wide ? (
      <AppointmentsTable
        appointments={currentData.appointments}
        firstNumber={firstNumber}
        caption={texts.caption(page, pages ?? 1)}
        onDelete={deletion.ask}
      />
    ) : (
      <AppointmentCards appointments={currentData.appointments} firstNumber={firstNumber} onDelete={deletion.ask} />
    );
  }

  const target = deletion.target;
  return (
    <div ref={top} className={styles.body}>
      <AppointmentFilters
        filters={filters}
        onChange={change}
        onClear={clear}
        rangeError={rangeError}
        actions={<ExportCsvButton filters={filters} disabled={rangeError !== null} />}
      />
      {content}
      {!error && !rangeError && known && known.total > 0 && pages !== null && (
        <ListPager
          label={texts.pager.label}
          page={Math.min(page, pages)}
          pageCount={pages}
          totalText={texts.pager.total(known.total)}
          onPage={goTo}
        />
      )}
      <ConfirmDialog
        open={target !== null}
        title={texts.confirmDelete.title}
        confirmLabel={texts.confirmDelete.confirm}
        busyLabel={texts.confirmDelete.busy}
        cancelLabel={texts.confirmDelete.cancel}
        busy={deletion.deleting}
        onConfirm={() => void deletion.confirm()}
        onCancel={deletion.dismiss}
      >
        {target && <p>{texts.confirmDelete.text(target.userData.name, toDisplayDate(target.date), target.time)}</p>}
      </ConfirmDialog>
    </div>
  );
}
