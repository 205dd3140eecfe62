import { buttonClassName, StatusPanel } from '@clean/shared/ui';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { rowNumber } from '../../../components/list-pager/paging';
import { PagedList } from '../../../components/paged-list/paged-list';
import { EACH_VISIT, useListPage, usePagedList } from '../../../components/paged-list/use-paged-list';
import { useWideScreen } from '../../../hooks/use-wide-screen';
import { useAdminGetAppointmentsQuery } from '../api/get-appointments';
import { useAppointmentFilters } from '../hooks/use-appointment-filters';
import { useDeleteAppointment } from '../hooks/use-delete-appointment';
import { usePageAnchor } from '../hooks/use-page-anchor';
import { dateRangeError, filterParams, hasFilters } from '../lib/filters';
import { filterTexts } from '../lib/filter-texts';
import { appointmentsTexts } from '../lib/texts';
import { AppointmentFilters } from './appointment-filters';
import { AppointmentsSkeleton } from './appointments-skeleton';
import { AppointmentsTable } from './appointments-table';
import { DeleteAppointmentDialog } from './delete-appointment-dialog';
import { ExportCsvButton } from './export-csv-button';
import styles from './appointments-list.module.css';

const texts = appointmentsTexts;

/**
 * The appointments of the page, filters and order in the URL: the filters (and the CSV export of
 * what they select) above; skeleton while they load, 'No internet on device' with Retry when the call
 * fails (docs/PRODUCT.md#admin-console), an empty state, else a table (wide screens) or cards
 * (phones) with the pager under them, and the one confirmation that a delete asks for.
 */
export function AppointmentsList() {
  const { filters, change, clear } = useAppointmentFilters();
  const rangeError = dateRangeError(filters);
  const wide = useWideScreen();
  const listPage = useListPage();
  const params = filterParams(filters);
  const steps = usePageAnchor(listPage, JSON.stringify(params));
  // Dates out of order ask nothing.
  const query = useAdminGetAppointmentsQuery(
    rangeError ? skipToken : { page: listPage.page, pageSize: listPage.pageSize, ...steps.anchor, ...params },
    EACH_VISIT,
  );
  const paged = usePagedList(listPage, query);
  const list = { ...paged, goTo: (target: number) => steps.goTo(target, paged.current) };
  const deletion = useDeleteAppointment();

  return (
    <PagedList
      list={list}
      texts={texts}
      rowsOf={(answer) => answer.appointments}
      className={styles.body}
      header={
        <AppointmentFilters
          filters={filters}
          onChange={change}
          onClear={clear}
          rangeError={rangeError}
          actions={<ExportCsvButton filters={filters} disabled={rangeError !== null} />}
        />
      }
      notice={
        rangeError ? (
          <StatusPanel title={filterTexts.badRangeTitle}>
            <p>{rangeError}</p>
          </StatusPanel>
        ) : undefined
      }
      empty={
        hasFilters(filters) ? (
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
        ) : undefined
      }
      loading={<AppointmentsSkeleton wide={wide} />}
      footer={<DeleteAppointmentDialog deletion={deletion} />}
    >
      {(answer) => (
        <AppointmentsTable
          appointments={answer.appointments}
          firstNumber={rowNumber(answer.page, answer.pageSize, 0)}
          caption={texts.caption(list.page, list.pageCount ?? 1)}
          onDelete={deletion.ask}
        />
      )}
    </PagedList>
  );
}
