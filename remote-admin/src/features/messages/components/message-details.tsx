import { paths } from '@clean/shared';
import { Bone, buttonClassName, Skeleton } from '@clean/shared/ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useAction } from '../../../hooks/use-action';
import { RecordLoadProblem } from '../../../components/record-load-problem/record-load-problem';
import { lagosDateTime } from '@clean/shared/lagos-time';
import { useAdminGetMessageQuery } from '../api/get-message';
import { useAdminMarkMessageHandledMutation } from '../api/mark-handled';
import { replyHref } from '../lib/reply-link';
import { messagesTexts } from '../lib/texts';
import { MessageBadge } from './message-badge';
import { PRIVACY_CONSENT_LABEL, privacyConsentText } from '../../../lib/privacy-consent';
import styles from './messages.module.css';

const texts = messagesTexts;

/**
 * One contact message: who sent it and when, the whole text as typed, 'Reply by email' (the admin's
 * mail app, subject 'Re: …') and, while unread, 'Mark as handled'. Unknown ids say 'not found'.
 */
export function MessageDetails({ messageId }: { messageId: string }) {
  const titleId = useId();
  const { currentData, error, isFetching, refetch } = useAdminGetMessageQuery(messageId, {
    refetchOnMountOrArgChange: true,
  });
  const [markHandled] = useAdminMarkMessageHandledMutation();
  const marking = useAction({ success: texts.details.handledToast });
  const handle = () => marking.run(() => markHandled(messageId).unwrap());

  let content;
  if (error) {
    content = (
      <RecordLoadProblem
        error={error}
        texts={texts.details}
        backTo={paths.admin.messages}
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    );
  } else if (!currentData) {
    content = (
      <Skeleton label={texts.details.loading}>
        <Bone width="10rem" height="1.5rem" />
        <Bone shape="card" height="16rem" />
      </Skeleton>
    );
  } else {
    const message = currentData.contactMessage;
    const handled = message.handledAt !== null;
    content = (
      <>
        <Link to={paths.admin.messages} className={styles.back}>
          <span aria-hidden="true">← </span>
          {texts.details.back}
        </Link>
        <article className={styles.message} aria-labelledby={titleId}>
          <div className={styles.itemHeader}>
            <h2 id={titleId} className={styles.messageSubject}>
              {message.subject || texts.noSubject}
            </h2>
            <MessageBadge handled={handled} />
          </div>
          <p className={styles.meta}>
            <span>
              {texts.from} {message.name} · <a href={`mailto:${message.email}`}>{message.email}</a>
            </span>
            <span>
              {texts.received} {lagosDateTime(message.createdAt)}
            </span>
            <span>
              {PRIVACY_CONSENT_LABEL}: {privacyConsentText(message.privacyConsent)}
            </span>
          </p>
          <p className={styles.text}>{message.message}</p>
          <div className={styles.actions}>
            <a className={buttonClassName()} href={replyHref(message)}>
              {texts.details.reply}
            </a>
            {!handled && (
              <button
                type="button"
                className={buttonClassName({ variant: 'outline' })}
                onClick={() => void handle()}
                disabled={marking.busy}
              >
                {marking.busy ? texts.details.marking : texts.details.markHandled}
              </button>
            )}
          </div>
          {handled && message.handledAt && (
            <p className={styles.muted}>
              {texts.details.handledBy(message.handledBy, lagosDateTime(message.handledAt))}
            </p>
          )}
        </article>
      </>
    );
  }
  return <div className={styles.body}>{content}</div>;
}
