import { buttonClassName } from '@clean/shared/ui';
import { bookingTexts } from '../lib/texts';
import styles from './booking-form.module.css';

/** The form was filled from the draft kept on the device: it says so, with 'Start over'. */
export function DraftNotice({ onStartOver }: { onStartOver: () => void }) {
  return (
    <div className={styles.draft} role="status">
      <p>{bookingTexts.draft.notice}</p>
      <button type="button" className={buttonClassName({ variant: 'outline' })} onClick={onStartOver}>
        {bookingTexts.draft.startOver}
      </button>
    </div>
  );
}
