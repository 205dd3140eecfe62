import { appointmentPath } from '@clean/shared';
import { lagosDateTime } from '@clean/shared/lagos-time';
import {
  MESSAGE_CHANNELS,
  messageChannel,
  OUTBOX_STATUSES,
  outboxStatus,
  type MessageChannel,
  type OutboxMessage,
} from '@clean/shared/schemas';
import { buttonClassName } from '@clean/shared/ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ActionsMenu } from '../../../components/actions-menu/actions-menu';
import items from '../../../components/paged-list/list-items.module.css';
import { PagedCards } from '../../../components/paged-list/paged-cards';
import { EACH_VISIT, useListPage, usePagedList } from '../../../components/paged-list/use-paged-list';
import { StatusFilter } from '../../../components/status-filter/status-filter';
import { useListFilters } from '../../../components/status-filter/use-list-filters';
import { useAction } from '../../../hooks/use-action';
import { deliveryText } from '../../../lib/delivery-label';
import { useAdminGetOutboxQuery, useAdminResendMessageMutation } from '../api/outbox';
import { outboxTexts as texts } from '../lib/texts';
import styles from './outbox.module.css';

/** A message's card edge by its status. */
const EDGE: Record<OutboxMessage['status'], string | undefined> = {
  queued: items.waiting,
  failed: items.problem,
  sent: items.done,
};

/** The card's anchor, so a fallback links to the message it replaced, and the reverse, on the same page. */
const anchorOf = (id: string) => `outbox-${id}`;

/** The channel of a message on this page, by id; null when the page does not show it. */
type ChannelOf = (id: string) => MessageChannel | null;

/** Where a message went after it failed, or what it replaces: a link to that card when the page has it. */
function FallbackLink({ id, text, shown }: { id: string; text: string; shown: boolean }) {
  return shown ? (
    <a href={`#${anchorOf(id)}`}>
      {text} <span aria-hidden="true">→</span>
    </a>
  ) : (
    <span>{text}</span>
  );
}

function OutboxItem({ message, channelOf }: { message: OutboxMessage; channelOf: ChannelOf }) {
  const titleId = useId();
  const [resend] = useAdminResendMessageMutation();
  const resending = useAction();
  const onResend = (channel: MessageChannel) => void resending.run(() => resend({ id: message._id, channel }).unwrap());
  const of = texts.resendOf(message.kind, message.recipient);
  // The message's own channel first: the usual retry.
  const channels = [message.channel, ...MESSAGE_CHANNELS.filter((channel) => channel !== message.channel)];
  const { delivery } = message;
  const fallbackChannel = message.fallbackId ? channelOf(message.fallbackId) : null;
  const replacedChannel = message.fallbackOf ? channelOf(message.fallbackOf) : null;
  return (
    <article
      id={anchorOf(message._id)}
      className={`${items.item} ${EDGE[message.status] ?? ''}`}
      aria-labelledby={titleId}
    >
      <div className={items.itemHeader}>
        <h2 id={titleId} className={items.itemTitle}>
          {message.recipient}
        </h2>
        <span className={items.badge}>
          {texts.channel(message.channel)} · {texts.statuses[message.status]}
        </span>
      </div>
      <p className={items.meta}>
        <span>{message.kind}</span>
        <span>{lagosDateTime(message.createdAt)}</span>
        {message.sentAt && <span>{texts.sentAt(lagosDateTime(message.sentAt))}</span>}
        {message.attempts > 0 && <span>{texts.attempts(message.attempts)}</span>}
        {message.appointmentId && <Link to={appointmentPath(message.appointmentId)}>Booking</Link>}
      </p>
      {delivery && (
        <p className={delivery.state === 'failed' ? items.error : styles.delivery}>{deliveryText(delivery)}</p>
      )}
      {message.lastError && <p className={items.error}>{message.lastError}</p>}
      {(message.fallbackId || message.fallbackOf) && (
        <p className={items.meta}>
          {message.fallbackOf && (
            <FallbackLink
              id={message.fallbackOf}
              text={texts.replaces(replacedChannel)}
              shown={replacedChannel !== null}
            />
          )}
          {message.fallbackId && (
            <FallbackLink
              id={message.fallbackId}
              text={texts.fellBackTo(fallbackChannel)}
              shown={fallbackChannel !== null}
            />
          )}
        </p>
      )}
      <div>
        <ActionsMenu
          label={resending.busy ? texts.resending : texts.resend}
          menuOf={of}
          of={of}
          busy={resending.busy}
          actions={channels.map((channel) => ({
            key: channel,
            label: texts.resendOn(channel),
            onSelect: () => onResend(channel),
            disabled: resending.busy,
          }))}
        />
      </div>
    </article>
  );
}

/**
 * The outbox a page at a time (`?page=`), newest first, of one status (`?status=`) and channel
 * (`?channel=`) or all: skeleton, the error with Retry, an empty state, else one item per message with
 * its delivery, its fallback and Resend on a channel chosen.
 */
export function OutboxList() {
  const filters = useListFilters();
  const status = filters.value('status', outboxStatus);
  const channel = filters.value('channel', messageChannel);
  const recipient = filters.text('recipient');
  const listPage = useListPage();
  const query = useAdminGetOutboxQuery(
    {
      page: listPage.page,
      pageSize: listPage.pageSize,
      ...(status ? { status } : {}),
      ...(channel ? { channel } : {}),
      ...(recipient ? { recipient } : {}),
    },
    EACH_VISIT,
  );
  const list = usePagedList(listPage, query);
  const shown = new Map((query.currentData?.messages ?? []).map((message) => [message._id, message.channel]));
  const channelOf: ChannelOf = (id) => shown.get(id) ?? null;
  return (
    <PagedCards
      list={list}
      texts={texts}
      rowsOf={(answer) => answer.messages}
      keyOf={(message) => message._id}
      outline={{ cards: 5, height: '6.5rem' }}
      filters={
        <>
          <div className={styles.filters}>
            <StatusFilter
              texts={texts}
              statuses={OUTBOX_STATUSES}
              value={status}
              onChange={(next) => filters.choose('status', next)}
            />
            <StatusFilter
              texts={texts.channelFilter}
              statuses={MESSAGE_CHANNELS}
              value={channel}
              onChange={(next) => filters.choose('channel', next)}
            />
          </div>
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
      {(message) => <OutboxItem message={message} channelOf={channelOf} />}
    </PagedCards>
  );
}
