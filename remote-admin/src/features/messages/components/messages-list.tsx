import { messagePath } from '@clean/shared';
import type { ContactMessage } from '@clean/shared/schemas';
import { Bone, Skeleton, StatusPanel } from '@clean/shared/ui';
import { useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { ListPager } from '../../../components/list-pager/list-pager';
import { usePageCount, usePageParam } from '../../../components/list-pager/use-page-param';
import { LoadErrorPanel } from '../../../components/load-error-panel/load-error-panel';
import { lagosDateTime } from '../../../lib/lagos-time';
import { useAdminGetMessagesQuery } from '../api/get-messages';
import { MESSAGES_PAGE_SIZE } from '../lib/paging';
import { messagesTexts } from '../lib/texts';
import { MessageBadge } from './message-badge';
import styles from './messages.module.css';

const texts = messagesTexts;

function MessageItem({ message }: { message: ContactMessage }) {
  const titleId = useId();
  const handled = message.handledAt !== null;
  return (
    <article className={handled ? styles.item : `${styles.item} ${styles.unread}`} aria-labelledby={titleId}>
      <div className={styles.itemHeader}>
        <h2 id={titleId} className={handled ? `${styles.subject} ${styles.handledSubject}` : styles.subject}>
          <Link to={messagePath(message._id)}>{message.subject || texts.noSubject}</Link>
        </h2>
        <MessageBadge handled={handled} />
      </div>
      <p className={styles.meta}>
        <span>
          {message.name} · {message.email}
        </span>
        <span>{lagosDateTime(message.createdAt)}</span>
      </p>
      <p className={styles.preview}>{message.message}</p>
    </article>
  );
}

/**
 * The inbox a page at a time (`?page=`), in the API's order (unread first, then newest): skeleton,
 * the error with Retry, an empty state, else one item per message opening its page.
 */
export function MessagesList() {
  const [page, setPage] = usePageParam();
  // Messages arrive without any admin action, so each visit asks again.
  const { currentData, data, error, isFetching, refetch } = useAdminGetMessagesQuery(
    { page, pageSize: MESSAGES_PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );
  const top = useRef<HTMLDivElement>(null);
  // The page shown, or while the next one loads the last one known: the pager stays in place.
  const known = currentData ?? data;
  const pages = usePageCount(page, setPage, currentData, known);

  const goTo = (next: number) => {
    setPage(next);
    top.current?.scrollIntoView?.({ block: 'start' });
  };

  let content;
  if (error) {
    content = (
      <LoadErrorPanel title={texts.errorTitle} error={error} retrying={isFetching} onRetry={() => void refetch()} />
    );
  } else if (currentData && currentData.total === 0) {
    content = (
      <StatusPanel title={texts.emptyTitle}>
        <p>{texts.emptyText}</p>
      </StatusPanel>
    );
  } else if (!currentData || currentData.messages.length === 0) {
    content = (
      <Skeleton label={texts.loading}>
        {Array.from({ length: 5 }, (_, index) => (
          <Bone key={index} shape="card" height="7.5rem" />
        ))}
      </Skeleton>
    );
  } else {
    content = (
      <ol className={styles.list} aria-label={texts.listLabel}>
        {currentData.messages.map((message) => (
          <li key={message._id}>
            <MessageItem message={message} />
          </li>
        ))}
      </ol>
    );
  }

  return (
    <div ref={top} className={styles.body}>
      <p className={styles.intro}>
        {texts.intro}
        {known && !error && ` ${texts.unreadCount(known.unread)}`}
      </p>
      {content}
      {!error && known && known.total > 0 && pages !== null && (
        <ListPager
          label={texts.pager.label}
          page={Math.min(page, pages)}
          pageCount={pages}
          totalText={texts.pager.total(known.total)}
          onPage={goTo}
        />
      )}
    </div>
  );
}
