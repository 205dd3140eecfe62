import { messagePath } from '@clean/shared';
import type { ContactMessage } from '@clean/shared/schemas';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import items from '../../../components/paged-list/list-items.module.css';
import { PagedCards } from '../../../components/paged-list/paged-cards';
import { EACH_VISIT, useListPage, usePagedList } from '../../../components/paged-list/use-paged-list';
import { lagosDateTime } from '@clean/shared/lagos-time';
import { useAdminGetMessagesQuery } from '../api/get-messages';
import { messagesTexts } from '../lib/texts';
import { MessageBadge } from './message-badge';
import styles from './messages.module.css';

const texts = messagesTexts;

function MessageItem({ message }: { message: ContactMessage }) {
  const titleId = useId();
  const handled = message.handledAt !== null;
  return (
    <article className={handled ? items.item : `${items.item} ${styles.unread}`} aria-labelledby={titleId}>
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
  const listPage = useListPage();
  const query = useAdminGetMessagesQuery({ page: listPage.page, pageSize: listPage.pageSize }, EACH_VISIT);
  const list = usePagedList(listPage, query);
  return (
    <PagedCards
      list={list}
      texts={texts}
      rowsOf={(answer) => answer.messages}
      keyOf={(message) => message._id}
      introNote={list.known && !list.error ? texts.unreadCount(list.known.unread) : undefined}
      outline={{ cards: 5, height: '7.5rem' }}
    >
      {(message) => <MessageItem message={message} />}
    </PagedCards>
  );
}
