import type { AppointmentWithState, CrewSummary } from '@clean/shared/schemas';
import { SendCrewToJob } from '../../../components/send-crew/send-crew';
import { appointmentDetailsTexts } from '../lib/texts';
import styles from './appointment-details.module.css';

const texts = appointmentDetailsTexts.crew;

/** Only a booking holding a crew has one to change (the server refuses the others too). */
const holdsCrew = (appointment: AppointmentWithState) =>
  appointment.status !== 'cancelled' && appointment.status !== 'expired';

interface CrewDispatchProps {
  appointment: AppointmentWithState;
  crew: CrewSummary | null;
}

/**
 * Which crew goes (docs/PRODUCT.md, "Crews by name"), and a select of the location's other active
 * crews to send instead; the server says why one cannot go, and nothing changes then.
 */
export function CrewDispatch({ appointment, crew }: CrewDispatchProps) {
  return (
    <div className={styles.crew}>
      <p className={styles.crewName}>{crew ? crew.name : texts.none}</p>
      {holdsCrew(appointment) && (
        <SendCrewToJob
          location={appointment.location}
          job={{ id: appointment._id, label: appointment.reference, crewId: crew?._id ?? null }}
          label={texts.formLabel}
        />
      )}
    </div>
  );
}
