import { appointmentPath, formatNaira } from '@clean/shared';
import { toDisplayDate } from '@clean/shared/dates';
import type { AppointmentWithState } from '@clean/shared/schemas';
import { buttonClassName, VisuallyHidden } from '@clean/shared/ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Detail, DetailList } from '../../../components/detail-list/detail-list';
import { AttentionBadge } from '../../../components/appointment-status/status-badge';
import { lagosDateTime } from '@clean/shared/lagos-time';
import { needsAttentionTexts } from '../lib/texts';
import styles from './needs-attention.module.css';
import { PhoneLink } from '../../../components/phone-link/phone-link';

const texts = needsAttentionTexts;
const fields = texts.fields;

interface AttentionItemProps {
  appointment: AppointmentWithState;
  onRebook: (appointment: AppointmentWithState) => void;
  onRefund: (appointment: AppointmentWithState) => void;
  onProviderRefund: (appointment: AppointmentWithState) => void;
}

/** One flagged payment: who paid, how to reach them, what for, when, why it is here, and the two ways out. */
export function AttentionItem({ appointment, onRebook, onRefund, onProviderRefund }: AttentionItemProps) {
  const titleId = useId();
  const { userData } = appointment;
  const reason = appointment.attentionReason ? texts.reasons[appointment.attentionReason] : texts.title;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h2 id={titleId} className={styles.name}>
          {userData.name}
        </h2>
        <AttentionBadge>{reason}</AttentionBadge>
      </header>
      <DetailList layout="grid" stackOnSmallPhones>
        <Detail label={fields.contact}>
          <span className={styles.contact}>
            <a href={`mailto:${userData.email}`}>{userData.email}</a>
            <PhoneLink phone={userData.phone} />
          </span>
        </Detail>
        <Detail label={fields.service}>{appointment.service}</Detail>
        <Detail label={fields.amount}>{formatNaira(appointment.amount)}</Detail>
        <Detail label={fields.paidAt}>{appointment.paidAt ? lagosDateTime(appointment.paidAt) : texts.notPaid}</Detail>
        <Detail label={fields.slot}>
          {texts.slot(toDisplayDate(appointment.date), appointment.time, appointment.location)}
        </Detail>
        <Detail label={fields.reference}>
          <Link to={appointmentPath(appointment._id)}>{appointment.reference}</Link>
        </Detail>
      </DetailList>
      <div className={styles.actions}>
        <button type="button" className={buttonClassName()} onClick={() => onRebook(appointment)}>
          {texts.rebook}
          <VisuallyHidden>{texts.ofCustomer(userData.name)}</VisuallyHidden>
        </button>
        {appointment.payment && (
          <button
            type="button"
            className={buttonClassName({ variant: 'outline' })}
            onClick={() => onProviderRefund(appointment)}
          >
            {texts.refund}
            <VisuallyHidden>{texts.ofCustomer(userData.name)}</VisuallyHidden>
          </button>
        )}
        <button type="button" className={buttonClassName({ variant: 'outline' })} onClick={() => onRefund(appointment)}>
          {texts.refundByHand}
          <VisuallyHidden>{texts.ofCustomer(userData.name)}</VisuallyHidden>
        </button>
      </div>
    </article>
  );
}
