import { paths } from '@clean/shared';
import { CONSENT_NOTES } from '@clean/shared/privacy';
import { buttonClassName } from '@clean/shared/ui';
import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import { bookingTexts } from '../lib/texts';
import styles from './booking-form.module.css';

/** The form's submit button, busy while the booking is on its way, with the privacy notice it collects under. */
export function BookNow({ busy, ref }: { busy: boolean; ref?: Ref<HTMLButtonElement> }) {
  return (
    <div>
      <button ref={ref} type="submit" className={buttonClassName({ size: 'large', block: true })} disabled={busy}>
        {busy ? bookingTexts.submitting : bookingTexts.submit}
      </button>
      <p className={styles.consent}>
        {CONSENT_NOTES.booking} <Link to={paths.privacy}>{CONSENT_NOTES.link}</Link>.
      </p>
    </div>
  );
}
