import type { AppointmentWithState } from '@clean/shared/schemas';
import { AppointmentStatusBadge, AttentionBadge } from '../../../components/appointment-status/status-badge';
import { appointmentsTexts } from '../lib/texts';
import styles from './appointment-state.module.css';

const texts = appointmentsTexts.attention;

/**
 * The derived status (SPEC section 4), and beyond the spec a paid booking the company must act on
 * (refund or new time), with why, until someone has dealt with it.
 */
export function AppointmentState({ appointment }: { appointment: AppointmentWithState }) {
  return (
    <div className={styles.state}>
      <div className={styles.badges}>
        <AppointmentStatusBadge cancelled={appointment.cancelled} isCompleted={appointment.isCompleted} />
        {appointment.needsAttention && <AttentionBadge>{texts.label}</AttentionBadge>}
      </div>
      {appointment.needsAttention && appointment.attentionReason && (
        <p className={styles.reason}>{texts.reasons[appointment.attentionReason]}</p>
      )}
    </div>
  );
}
