import { appointmentPath } from '@clean/shared';
import { lagosDateTime } from '@clean/shared/lagos-time';
import { OUTBOX_STATUSES, outboxStatus, type OutboxMessage } from '@clean/shared/schemas';
import { buttonClassName } from '@clean/shared/ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useAction } from '../../../hooks/use-action';
import items from '../../../components/paged-list/list-items.module.css';
import { PagedCards } from '../../../components/paged-list/paged-cards';
import { EACH_VISIT, useListPage, usePagedList } from '../../../components/paged-list/use-paged-list';
import { StatusFilter } from '../../../components/status-filter/status-filter';
import { useListFilters } from '../../../components/status-filter/use-list-filters';
import { useAdminGetOutboxQuery, useAdminResendMessageMutation } from '../api/outbox';
import { outboxTexts as texts } from '../lib/texts';
import styles from './outbox.module.css';

/** A message's card edge by its status. */
const EDGE: Record<OutboxMessage['status'], string | undefined> = {
  queued: items.waiting,
  failed: items.problem,
  sent: items.done,
};

function OutboxItem({ message }: { message: OutboxMessage }) {
  const titleId = useId();
  const [resend] = useAdminResendMessageMutation();
  const resending = useAction();
  const onResend = () => void resending.run(() => resend(message._id).unwrap());
  return (
    <article className={`${items.item} ${EDGE[message.status] ?? ''}`} aria-labelledby={titleId}>
      <div className={items.itemHeader}>
        <h2 id={titleId} className={items.itemTitle}>
          {message.recipient}
        </h2>
        <span className={items.badge}>{texts.statuses[message.status]}</span>
      </div>
      <p className={items.meta}>
        <span>{message.kind}</span>
        <span>{lagosDateTime(message.createdAt)}</span>
        {message.sentAt && <span>{texts.sentAt(lagosDateTime(message.sentAt))}</span>}
        {message.attempts > 0 && <span>{texts.attempts(message.attempts)}</span>}
        {message.appointmentId && <Link to={appointmentPath(message.appointmentId)}>Booking</Link>}
      </p>
      {message.lastError && <p className={items.error}>{message.lastError}</p>}
      <div>
        <button
          type="button"
          className={buttonClassName({ variant: 'outline' })}
          onClick={onResend}
          disabled={resending.busy}
          aria-label={texts.resendLabel(message.kind, message.recipient)}
        >
          {resending.busy ? texts.resending : texts.resend}
        </button>
      </div>
    </article>
  );
}

/**
 * The outbox a page at a time (`?page=`), newest first, of one status (`?status=`) or all: skeleton,
 * the error with Retry, an empty state, else one item per message with its Resend.
 */
export function OutboxList() {
  const filters = useListFilters();
  const status = filters.value('status', outboxStatus);
  const recipient = filters.text('recipient');
  const listPage = useListPage();
  const query = useAdminGetOutboxQuery(
    {
      page: listPage.page,
      pageSize: listPage.pageSize,
      ...(status ? { status } : {}),
      ...(recipient ? { recipient } : {}),
    },
    EACH_VISIT,
  );
  const list = usePagedList(listPage, query);
  return (
    <PagedCards
      list={list}
      texts={texts}
      rowsOf={(answer) => answer.messages}
      keyOf={(message) => message._id}
      outline={{ cards: 5, height: '6.5rem' }}
      filters={
        <>
          <StatusFilter
            texts={texts}
            statuses={OUTBOX_STATUSES}
            value={status}
            onChange={(next) => filters.choose('status', next)}
          />
          {recipient && (
            <p className={styles.recipientFilter}>
              {texts.recipient(recipient)}
              <button
                type="button"
                className={buttonClassName({ variant: 'outline' })}
                onClick={() => filters.choose('recipient', '')}
              >
                {texts.everyRecipient}
              </button>
            </p>
          )}
        </>
      }
    >
      {(message) => <OutboxItem message={message} />}
    </PagedCards>
  );
}
