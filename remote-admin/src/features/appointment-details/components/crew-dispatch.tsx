import type { AppointmentWithState, CrewSummary } from '@clean/shared/schemas';
import { buttonClassName, Field } from '@clean/shared/ui';
import { useState, type FormEvent } from 'react';
import { useAction } from '../../../hooks/use-action';
import { useAdminAssignCrewMutation, useAdminGetCrewsQuery } from '../../../api/crews-api';
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
  const open = holdsCrew(appointment);
  const crews = useAdminGetCrewsQuery(undefined, { skip: !open });
  const [assign] = useAdminAssignCrewMutation();
  const action = useAction();
  const [chosen, setChosen] = useState('');
  const others = (crews.data?.crews ?? []).filter(
    (each) => each.active && each.location === appointment.location && each._id !== crew?._id,
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    const done = await action.run(() => assign({ id: appointment._id, body: { crewId: chosen } }).unwrap());
    if (done) setChosen('');
  };

  return (
    <div className={styles.crew}>
      <p className={styles.crewName}>{crew ? crew.name : texts.none}</p>
      {open && (
        <form className={styles.crewForm} onSubmit={onSubmit} aria-label={texts.formLabel}>
          <Field label={texts.choose}>
            {(control) => (
              <select
                {...control}
                value={chosen}
                onChange={(event) => setChosen(event.target.value)}
                disabled={crews.isLoading}
              >
                <option value="">{crews.isLoading ? texts.loading : texts.pick}</option>
                {others.map((each) => (
                  <option key={each._id} value={each._id}>
                    {each.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <button type="submit" className={buttonClassName()} disabled={!chosen || action.busy}>
            {action.busy ? texts.sending : texts.send}
          </button>
        </form>
      )}
      {action.failure && (
        <p className={styles.crewFailure} role="alert">
          {action.failure.message}
        </p>
      )}
    </div>
  );
}
