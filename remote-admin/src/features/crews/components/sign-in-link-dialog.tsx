import { notify } from '@clean/shared';
import { buttonClassName, Dialog } from '@clean/shared/ui';
import { useId } from 'react';
import { crewsTexts } from '../lib/texts';
import styles from './crews.module.css';

const texts = crewsTexts.signIn;

/** A link that went nowhere (no SMS provider, no e-mail): shown with Copy link, to pass on by hand. */
export interface LinkToPassOn {
  member: string;
  link: string;
}

async function copyLink(link: string) {
  try {
    await navigator.clipboard.writeText(link);
    notify.success(texts.copied);
  } catch {
    // No clipboard (an insecure page, a refused permission): the link stays on screen to select.
    notify.error(texts.copyFailed);
  }
}

/** Not dismissed by a stray tap: the link cannot be shown again (a new one must be sent). */
export function SignInLinkDialog({ shown, onClose }: { shown: LinkToPassOn | null; onClose: () => void }) {
  const noteId = useId();
  return (
    <Dialog
      open={shown !== null}
      onClose={onClose}
      title={shown ? texts.linkTitle(shown.member) : ''}
      dismissible={false}
      hideCloseButton
      footer={
        <>
          <button type="button" className={buttonClassName({ variant: 'outline' })} onClick={onClose}>
            {texts.close}
          </button>
          <button
            type="button"
            className={buttonClassName()}
            onClick={() => shown && void copyLink(shown.link)}
            data-autofocus
          >
            {texts.copy}
          </button>
        </>
      }
    >
      {shown && (
        <div className={styles.linkBox}>
          <p id={noteId} className={styles.muted}>
            {texts.byHand}
          </p>
          <input
            type="text"
            readOnly
            value={shown.link}
            aria-label={texts.linkLabel}
            aria-describedby={noteId}
            className={styles.linkField}
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
      )}
    </Dialog>
  );
}
