import { lagosDateTime } from '@clean/shared/lagos-time';
import { DATA_REQUEST_STATUSES, dataRequestStatus, type DataRequest } from '@clean/shared/schemas';
import { buttonClassName, ConfirmDialog, Field } from '@clean/shared/ui';
import { useId, useState } from 'react';
import { useAction } from '../../../hooks/use-action';
import items from '../../../components/paged-list/list-items.module.css';
import { PagedCards } from '../../../components/paged-list/paged-cards';
import { EACH_VISIT, useListPage, usePagedList } from '../../../components/paged-list/use-paged-list';
import { StatusFilter } from '../../../components/status-filter/status-filter';
import { useListFilters } from '../../../components/status-filter/use-list-filters';
import {
  useAdminCompleteDataRequestMutation,
  useAdminGetDataRequestsQuery,
  useAdminRefuseDataRequestMutation,
} from '../api/data-requests';
import { dataRequestsTexts as texts } from '../lib/texts';
import styles from './data-requests.module.css';

const isOpen = (request: DataRequest) =>
  request.status === 'awaiting-confirmation' || request.status === 'awaiting-admin';

/** An open erasure: Erase now (after a confirmation) or Refuse with the reason. */
function Actions({ request }: { request: DataRequest }) {
  const [asking, setAsking] = useState<'complete' | 'refuse' | null>(null);
  const [reason, setReason] = useState('');
  const [complete] = useAdminCompleteDataRequestMutation();
  const [refuse] = useAdminRefuseDataRequestMutation();
  // One dialog is open at a time: the action is its.
  const action = useAction();
  const run = async (call: () => Promise<{ message: string }>) => {
    if (await action.run(call)) setAsking(null);
  };
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={buttonClassName({ variant: 'danger' })}
        onClick={() => setAsking('complete')}
        aria-label={texts.completeLabel(request.reference)}
      >
        {texts.complete}
      </button>
      <button type="button" className={buttonClassName({ variant: 'outline' })} onClick={() => setAsking('refuse')}>
        {texts.refuse}
      </button>
      <ConfirmDialog
        open={asking === 'complete'}
        title={texts.confirmTitle}
        confirmLabel={texts.complete}
        busyLabel={texts.completing}
        busy={action.busy}
        onConfirm={() => void run(() => complete(request._id).unwrap())}
        onCancel={() => setAsking(null)}
      >
        <p>{texts.confirmText}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'refuse'}
        title={texts.refuseTitle}
        confirmLabel={texts.refuseConfirm}
        busyLabel={texts.refusing}
        cancelLabel={texts.cancel}
        busy={action.busy}
        onConfirm={() => void run(() => refuse({ id: request._id, reason }).unwrap())}
        onCancel={() => setAsking(null)}
      >
        <Field label={texts.reasonLabel}>
          {(control) => (
            <textarea {...control} value={reason} onChange={(event) => setReason(event.target.value)} rows={3} />
          )}
        </Field>
      </ConfirmDialog>
    </div>
  );
}

const EDGE: Record<DataRequest['status'], string | undefined> = {
  'awaiting-confirmation': items.waiting,
  'awaiting-admin': items.problem,
  completed: items.done,
  refused: items.done,
};

function DataRequestItem({ request, now }: { request: DataRequest; now: number }) {
  const titleId = useId();
  const overdue = isOpen(request) && Date.parse(request.dueAt) < now;
  return (
    <article className={`${items.item} ${EDGE[request.status] ?? ''}`} aria-labelledby={titleId}>
      <div className={items.itemHeader}>
        <h2 id={titleId} className={items.itemTitle}>
          {texts.kinds[request.kind]} · {texts.booking(request.reference)}
        </h2>
        <span className={items.badge}>{texts.statuses[request.status]}</span>
      </div>
      <p className={items.meta}>
        {request.contact && <span>{request.contact}</span>}
        <span>{lagosDateTime(request.requestedAt)}</span>
        {isOpen(request) ? (
          <strong className={overdue ? items.error : undefined}>
            {(overdue ? texts.overdue : texts.due)(lagosDateTime(request.dueAt))}
          </strong>
        ) : (
          request.closedAt && <span>{texts.closed(lagosDateTime(request.closedAt), request.closedBy)}</span>
        )}
      </p>
      {request.outcome && <p className={styles.outcome}>{request.outcome}</p>}
      {request.kind === 'erasure' && isOpen(request) && <Actions request={request} />}
    </article>
  );
}

/**
 * The data requests a page at a time (`?page=`), newest first, of one status (`?status=`) or all, with
 * the paged list of the console (components/paged-list) and its cards.
 */
export function DataRequestList() {
  const filters = useListFilters();
  const status = filters.value('status', dataRequestStatus);
  const listPage = useListPage();
  const query = useAdminGetDataRequestsQuery(
    { page: listPage.page, pageSize: listPage.pageSize, ...(status ? { status } : {}) },
    EACH_VISIT,
  );
  const list = usePagedList(listPage, query);
  const [now] = useState(() => Date.now());
  return (
    <PagedCards
      list={list}
      texts={texts}
      rowsOf={(answer) => answer.requests}
      keyOf={(request) => request._id}
      filters={
        <StatusFilter
          texts={texts}
          statuses={DATA_REQUEST_STATUSES}
          value={status}
          onChange={(next) => filters.choose('status', next)}
        />
      }
    >
      {(request) => <DataRequestItem request={request} now={now} />}
    </PagedCards>
  );
}
