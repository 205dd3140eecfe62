import { appointmentPath, errorMessage, notify } from '@clean/shared';
import { lagosDateTime } from '@clean/shared/lagos-time';
import { OUTBOX_STATUSES, outboxStatus, type OutboxMessage } from '@clean/shared/schemas';
import { Bone, buttonClassName, Skeleton } from '@clean/shared/ui';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PagedList } from '../../../components/paged-list/paged-list';
import { EACH_VISIT, useListPage, usePagedList } from '../../../components/paged-list/use-paged-list';
import { useAdminGetOutboxQuery, useAdminResendMessageMutation } from '../api/outbox';
import { outboxTexts as texts } from '../lib/texts';
import styles from './outbox.module.css';

function OutboxItem({ message }: { message: OutboxMessage }) {
  const titleId = useId();
  const [resend, { isLoading }] = useAdminResendMessageMutation();
  const onResend = async () => {
    try {
      notify.success((await resend(message._id).unwrap()).message);
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };
  return (
    <article className={`${styles.item} ${styles[message.status]}`} aria-labelledby={titleId}>
      <div className={styles.itemHeader}>
        <h2 id={titleId} className={styles.recipient}>
          {message.recipient}
        </h2>
        <span className={styles.badge}>{texts.statuses[message.status]}</span>
      </div>
      <p className={styles.meta}>
        <span>{message.kind}</span>
        <span>{lagosDateTime(message.createdAt)}</span>
        {message.sentAt && <span>{texts.sentAt(lagosDateTime(message.sentAt))}</span>}
        {message.attempts > 0 && <span>{texts.attempts(message.attempts)}</span>}
        {message.appointmentId && <Link to={appointmentPath(message.appointmentId)}>Booking</Link>}
      </p>
      {message.lastError && <p className={styles.error}>{message.lastError}</p>}
      <div>
        <button
          type="button"
          className={buttonClassName({ variant: 'outline' })}
          onClick={onResend}
          disabled={isLoading}
          aria-label={texts.resendLabel(message.kind, message.recipient)}
        >
          {isLoading ? texts.resending : texts.resend}
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
  const [params, setParams] = useSearchParams();
  const parsed = outboxStatus.safeParse(params.get('status'));
  const status = parsed.success ? parsed.data : undefined;
  const recipient = params.get('recipient')?.trim() || undefined;
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
  /** Sets (or with '' removes) one filter of the address, back at the first page. */
  const choose = (name: 'status' | 'recipient', next: string) => {
    const changed = new URLSearchParams(params);
    changed.delete('page');
    if (next) changed.set(name, next);
    else changed.delete(name);
    setParams(changed);
  };
  return (
    <PagedList
      list={list}
      texts={texts}
      rowsOf={(answer) => answer.messages}
      className={styles.body}
      header={
        <div className={styles.header}>
          <p className={styles.intro}>{texts.intro}</p>
          <label className={styles.filter}>
            {texts.filterLabel}
            <select value={status ?? ''} onChange={(event) => choose('status', event.target.value)}>
              <option value="">{texts.all}</option>
              {OUTBOX_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {texts.statuses[value]}
                </option>
              ))}
            </select>
          </label>
          {recipient && (
            <p className={styles.recipientFilter}>
              {texts.recipient(recipient)}
              <button
                type="button"
                className={buttonClassName({ variant: 'outline' })}
                onClick={() => choose('recipient', '')}
              >
                {texts.everyRecipient}
              </button>
            </p>
          )}
        </div>
      }
      loading={
        <Skeleton label={texts.loading}>
          {Array.from({ length: 5 }, (_, index) => (
            <Bone key={index} shape="card" height="6.5rem" />
          ))}
        </Skeleton>
      }
    >
      {(answer) => (
        <ol className={styles.list} aria-label={texts.listLabel}>
          {answer.messages.map((message) => (
            <li key={message._id}>
              <OutboxItem message={message} />
            </li>
          ))}
        </ol>
      )}
    </PagedList>
  );
}
