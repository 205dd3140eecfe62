import type { AppointmentWithState } from '@clean/shared/schemas';
import { AppointmentStatusBadge, AttentionBadge } from '../../../components/appointment-status/status-badge';
import { appointmentsTexts } from '../lib/texts';
import styles from './appointment-state.module.css';

const texts = appointmentsTexts.attention;

/**
 * The derived status (docs/PRODUCT.md#admin-console), and beyond the brief a paid booking the company must act on
 * (refund or new time), with why, until someone has dealt with it.
 */
export function AppointmentState({
  appointment,
  compact = false,
}: {
  appointment: AppointmentWithState;
  /** In a table cell: badges and reason may wrap, so that they do not widen the column. */
  compact?: boolean;
}) {
  return (
    <div className={styles.state}>
      <div className={compact ? `${styles.badges} ${styles.wrapBadges}` : styles.badges}>
        <AppointmentStatusBadge cancelled={appointment.cancelled} isCompleted={appointment.isCompleted} />
        {appointment.needsAttention && <AttentionBadge>{texts.label}</AttentionBadge>}
      </div>
      {appointment.needsAttention && appointment.attentionReason && (
        <p className={compact ? `${styles.reason} ${styles.compact}` : styles.reason}>
          {texts.reasons[appointment.attentionReason]}
        </p>
      )}
    </div>
  );
}
