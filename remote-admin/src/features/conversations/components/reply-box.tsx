import { lagosDateTime } from '@clean/shared/lagos-time';
import { conversationReplyRequest, REPLY_MAX } from '@clean/shared/schemas';
import { buttonClassName, Field } from '@clean/shared/ui';
import { useState } from 'react';
import { useAction } from '../../../hooks/use-action';
import { useAdminSendConversationReplyMutation } from '../api/send-reply';
import { conversationsTexts } from '../lib/texts';
import styles from './conversations.module.css';

const texts = conversationsTexts.thread;

/**
 * The answer box while the customer's 24-hour WhatsApp window is open: the text, checked by the shared
 * schema, sent on Send; a refusal (the window closed meanwhile, bad text) is said under the box.
 */
export function ReplyBox({ phone, openUntil }: { phone: string; openUntil: string }) {
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [send] = useAdminSendConversationReplyMutation();
  const sending = useAction({ success: texts.sent });
  const onSubmit = async () => {
    const checked = conversationReplyRequest.safeParse({ text });
    if (!checked.success) {
      setInvalid(checked.error.issues[0]?.message ?? null);
      return;
    }
    setInvalid(null);
    if (await sending.run(() => send({ phone, ...checked.data }).unwrap())) setText('');
  };
  return (
    <form
      className={styles.reply}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <Field
        label={texts.reply}
        hint={texts.replyHint(lagosDateTime(openUntil))}
        error={invalid ?? sending.failure?.message}
      >
        {(control) => (
          <textarea
            {...control}
            value={text}
            maxLength={REPLY_MAX}
            rows={4}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </Field>
      <div>
        <button type="submit" className={buttonClassName()} disabled={sending.busy}>
          {sending.busy ? texts.sending : texts.send}
        </button>
      </div>
    </form>
  );
}
