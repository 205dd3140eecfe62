import { formatNaira, paths } from '@clean/shared';
import { durationLabel } from '@clean/shared/format';
import { PriceLines } from '@clean/shared/ui';
import { toDisplayDate } from '@clean/shared/dates';
import type { AppointmentWithState } from '@clean/shared/schemas';
import type { ReactNode } from 'react';
import { RecordPage } from '../../../components/record-page/record-page';
import {
  AppointmentStatusBadge,
  AttentionBadge,
  PaymentBadge,
} from '../../../components/appointment-status/status-badge';
import { lagosDateTime } from '@clean/shared/lagos-time';
import { useAdminGetAppointmentDetailsQuery } from '../api/get-appointment-details';
import { contactText } from '../lib/contact-text';
import { appointmentDetailsTexts as texts } from '../lib/texts';
import { AuditEvents } from '../../../components/audit-history/audit-events';
import { AuditSection } from '../../../components/audit-history/audit-history';
import { PhoneLink } from '../../../components/phone-link/phone-link';
import { PRIVACY_CONSENT_LABEL, privacyConsentText } from '../../../lib/privacy-consent';
import styles from './appointment-details.module.css';
import { Detail, DetailList } from '../../../components/detail-list/detail-list';
import { Section } from '../../../components/record-section/record-section';
import { CrewDispatch } from './crew-dispatch';
import { JobTimelineSection } from './job-timeline';

const fields = texts.fields;

interface AppointmentDetailsProps {
  appointmentId: string;
  /** The appointments page's actions for it (the page composes them in). */
  renderActions: (appointment: AppointmentWithState) => ReactNode;
}

/**
 * One appointment: every field, its status, the actions of the appointments page and its history.
 * A deleted one is shown read only with a 'Deleted' badge and no actions (a payment for it may need
 * attention); an unknown id shows 'not found' with the way back to the list.
 */
export function AppointmentDetails({ appointmentId, renderActions }: AppointmentDetailsProps) {
  const read = useAdminGetAppointmentDetailsQuery(appointmentId, { refetchOnMountOrArgChange: true });

  return (
    <RecordPage read={read} texts={texts} backTo={paths.admin.appointments}>
      {({ appointment, history, deletedAt, privacyConsent, contact, crew, timeline }) => {
        const { userData } = appointment;
        return (
          <>
            <div className={styles.summaryBar}>
              <p className={styles.reference}>{appointment.reference}</p>
              <div className={styles.badges}>
                <AppointmentStatusBadge cancelled={appointment.cancelled} isCompleted={appointment.isCompleted} />
                <PaymentBadge paid={appointment.payment} />
                {appointment.needsAttention && (
                  <AttentionBadge>{texts.bookingStates['needs-attention']}</AttentionBadge>
                )}
                {deletedAt && <AttentionBadge>{texts.deletedBadge}</AttentionBadge>}
              </div>
            </div>
            {deletedAt && (
              <p className={styles.deletedNote} role="note">
                {texts.deletedText(deletedAt)}
              </p>
            )}
            <div className={styles.columns}>
              <Section title={texts.detailsTitle}>
                <DetailList layout="rows">
                  <Detail label={fields.reference}>{appointment.reference}</Detail>
                  <Detail label={fields.bookingState}>{texts.bookingStates[appointment.status]}</Detail>
                  <Detail label={fields.location}>{appointment.location}</Detail>
                  <Detail label={fields.date}>{toDisplayDate(appointment.date)}</Detail>
                  <Detail label={fields.time}>{appointment.time}</Detail>
                  <Detail label={fields.product}>{appointment.product}</Detail>
                  <Detail label={fields.service}>{appointment.service}</Detail>
                  {appointment.durationMinutes && (
                    <Detail label={fields.length}>{durationLabel(appointment.durationMinutes)}</Detail>
                  )}
                  <Detail label={fields.frequency}>{appointment.frequency || texts.none}</Detail>
                  <Detail label={fields.amount}>
                    {appointment.priceLines ? (
                      <PriceLines lines={appointment.priceLines} total={appointment.amount} label={texts.priceLines} />
                    ) : (
                      formatNaira(appointment.amount)
                    )}
                  </Detail>
                  <Detail label={fields.payment}>
                    <PaymentBadge paid={appointment.payment} />
                  </Detail>
                  {appointment.paidAt && <Detail label={fields.paidAt}>{lagosDateTime(appointment.paidAt)}</Detail>}
                  {!appointment.payment && appointment.holdExpiresAt && (
                    <Detail label={fields.holdExpiresAt}>{lagosDateTime(appointment.holdExpiresAt)}</Detail>
                  )}
                  <Detail label={fields.createdAt}>{lagosDateTime(appointment.createdAt)}</Detail>
                  <Detail label={fields.notes}>{appointment.notes || texts.none}</Detail>
                </DetailList>
              </Section>
              <div className={styles.side}>
                <Section title={texts.customerTitle}>
                  <DetailList layout="rows">
                    <Detail label={fields.name}>{userData.name}</Detail>
                    <Detail label={fields.email}>
                      <a href={`mailto:${userData.email}`}>{userData.email}</a>
                    </Detail>
                    <Detail label={fields.phone}>
                      <PhoneLink phone={userData.phone} />
                    </Detail>
                    <Detail label={fields.address}>{userData.address}</Detail>
                    {appointment.area && <Detail label={fields.area}>{appointment.area}</Detail>}
                    {appointment.landmark && <Detail label={fields.landmark}>{appointment.landmark}</Detail>}
                    <Detail label={PRIVACY_CONSENT_LABEL}>{privacyConsentText(privacyConsent)}</Detail>
                    <Detail label={fields.messages}>{contactText(contact)}</Detail>
                  </DetailList>
                </Section>
                {!deletedAt && (
                  <Section title={texts.crewTitle}>
                    <CrewDispatch appointment={appointment} crew={crew} />
                  </Section>
                )}
              </div>
            </div>
            {timeline && <JobTimelineSection timeline={timeline} crew={crew?.name ?? null} />}
            {!deletedAt && <Section title={texts.actionsTitle}>{renderActions(appointment)}</Section>}
            <AuditSection title={texts.historyTitle}>
              <AuditEvents events={history} empty={texts.historyEmpty} />
            </AuditSection>
          </>
        );
      }}
    </RecordPage>
  );
}
