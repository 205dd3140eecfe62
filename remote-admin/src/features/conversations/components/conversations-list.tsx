import { appointmentPath, conversationPath } from '@clean/shared';
import { lagosDateTime } from '@clean/shared/lagos-time';
import type { Conversation } from '@clean/shared/schemas';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import items from '../../../components/paged-list/list-items.module.css';
import { PagedCards } from '../../../components/paged-list/paged-cards';
import { EACH_VISIT, useListPage, usePagedList } from '../../../components/paged-list/use-paged-list';
import { useAdminGetConversationsQuery } from '../api/get-conversations';
import { conversationsTexts as texts } from '../lib/texts';
import styles from './conversations.module.css';

function ConversationItem({ conversation }: { conversation: Conversation }) {
  const titleId = useId();
  const unread = conversation.unread > 0;
  return (
    <article className={unread ? `${items.item} ${styles.unread}` : items.item} aria-labelledby={titleId}>
      <div className={items.itemHeader}>
        <h2 id={titleId} className={styles.name}>
          <Link to={conversationPath(conversation.phone)}>{conversation.name ?? conversation.phone}</Link>
        </h2>
        <span className={items.badge}>{unread ? texts.unread(conversation.unread) : texts.read}</span>
      </div>
      <p className={styles.meta}>
        {conversation.name && <span>{conversation.phone}</span>}
        <span>{lagosDateTime(conversation.lastAt)}</span>
        {conversation.appointmentId && conversation.reference && (
          <Link to={appointmentPath(conversation.appointmentId)}>{texts.booking(conversation.reference)}</Link>
        )}
      </p>
      <p className={styles.preview}>{conversation.lastText}</p>
      {conversation.windowOpenUntil && (
        <p className={styles.window}>{texts.openUntil(lagosDateTime(conversation.windowOpenUntil))}</p>
      )}
    </article>
  );
}

/**
 * Customers' WhatsApp and SMS conversations a page at a time (`?page=`), latest first: skeleton, the
 * error with Retry, an empty state, else one card per phone opening its thread.
 */
export function ConversationsList() {
  const listPage = useListPage();
  const query = useAdminGetConversationsQuery({ page: listPage.page, pageSize: listPage.pageSize }, EACH_VISIT);
  const list = usePagedList(listPage, query);
  return (
    <PagedCards
      list={list}
      texts={texts}
      rowsOf={(answer) => answer.conversations}
      keyOf={(conversation) => conversation.phone}
      introNote={list.known && !list.error ? texts.unreadCount(list.known.unread) : undefined}
      outline={{ cards: 5, height: '7.5rem' }}
    >
      {(conversation) => <ConversationItem conversation={conversation} />}
    </PagedCards>
  );
}
