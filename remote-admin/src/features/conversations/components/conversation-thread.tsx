import { appointmentPath } from '@clean/shared';
import { lagosDateTime } from '@clean/shared/lagos-time';
import type { ConversationMessage } from '@clean/shared/schemas';
import { Bone, Skeleton } from '@clean/shared/ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { PhoneLink } from '../../../components/phone-link/phone-link';
import { RecordLoadProblem } from '../../../components/record-load-problem/record-load-problem';
import { deliveryText } from '../../../lib/delivery-label';
import { inboxPath } from '../../../lib/inbox-tabs';
import { useAdminGetConversationQuery } from '../api/get-conversation';
import { conversationsTexts } from '../lib/texts';
import { ReplyBox } from './reply-box';
import styles from './conversations.module.css';

const texts = conversationsTexts.thread;

function Bubble({ message, name }: { message: ConversationMessage; name: string | null }) {
  const ours = message.direction === 'out';
  const { delivery } = message;
  return (
    <li className={ours ? `${styles.bubble} ${styles.ours}` : styles.bubble}>
      <p className={styles.who}>{ours ? texts.ours(message.sentBy) : texts.theirs(name)}</p>
      <p className={styles.text}>{message.text}</p>
      <p className={styles.when}>
        {texts.channel(message.channel)} · {lagosDateTime(message.at)}
      </p>
      {delivery && (
        <p className={delivery.state === 'failed' ? styles.failed : styles.when}>{deliveryText(delivery)}</p>
      )}
    </li>
  );
}

/**
 * One customer's WhatsApp and SMS thread, oldest first, with the linked booking; the answer box while
 * their 24-hour window is open, else the reason there is none. Unknown phones say 'not found'.
 */
export function ConversationThread({ phone }: { phone: string }) {
  const titleId = useId();
  const { currentData, error, isFetching, refetch } = useAdminGetConversationQuery(phone, {
    refetchOnMountOrArgChange: true,
  });
  const back = inboxPath('phones');
  let content;
  if (error) {
    content = (
      <RecordLoadProblem
        error={error}
        texts={texts}
        backTo={back}
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    );
  } else if (!currentData) {
    content = (
      <Skeleton label={texts.loading}>
        <Bone width="10rem" height="1.5rem" />
        <Bone shape="card" height="16rem" />
      </Skeleton>
    );
  } else {
    const { conversation, messages } = currentData;
    // The window as the server read it: one that closes while the page is open ends in its 409, said under the box.
    const openUntil = conversation.windowOpenUntil;
    content = (
      <>
        <Link to={back} className={styles.back}>
          <span aria-hidden="true">← </span>
          {texts.back}
        </Link>
        <section className={styles.header} aria-labelledby={titleId}>
          <h2 id={titleId} className={styles.title}>
            {conversation.name ?? conversation.phone}
          </h2>
          <p className={styles.meta}>
            <PhoneLink phone={conversation.phone} />
            {conversation.appointmentId && conversation.reference && (
              <Link to={appointmentPath(conversation.appointmentId)}>
                {conversationsTexts.booking(conversation.reference)}
              </Link>
            )}
          </p>
        </section>
        <ol className={styles.thread} aria-label={texts.listLabel}>
          {messages.map((message) => (
            <Bubble key={message._id} message={message} name={conversation.name} />
          ))}
        </ol>
        {openUntil ? (
          <ReplyBox phone={conversation.phone} openUntil={openUntil} />
        ) : (
          <p className={styles.closed}>{texts.windowClosed}</p>
        )}
      </>
    );
  }
  return <div className={styles.body}>{content}</div>;
}
