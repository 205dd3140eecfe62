import type { AppointmentWithState } from '@clean/shared/schemas';
import { buttonClassName, VisuallyHidden } from '@clean/shared/ui';
import { useEffect, useRef } from 'react';
import { canChangeStatus } from '../../../components/appointment-status/appointment-status';
import { useStatusChange } from '../hooks/use-status-change';
import { appointmentsTexts } from '../lib/texts';
import styles from './appointment-actions.module.css';

const texts = appointmentsTexts.actions;

interface AppointmentActionsProps {
  appointment: AppointmentWithState;
  /** Asks to delete it: the list owns the one confirmation dialog. */
  onDelete: (appointment: AppointmentWithState) => void;
}

/**
 * Cancel and Complete while the appointment is active, Delete in every state
 * (docs/PRODUCT.md#admin-console), as buttons on the cards and the details page (the table has a
 * menu). Each button's name says whose appointment it acts on, so a screen reader's list of buttons
 * is usable.
 */
export function AppointmentActions({ appointment, onDelete }: AppointmentActionsProps) {
  const { cancel, complete, cancelling, completing } = useStatusChange(appointment);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const completeButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const changing = cancelling || completing;
  const customer = <VisuallyHidden>{texts.ofCustomer(appointment.userData.name)}</VisuallyHidden>;

  // The clicked button is disabled while its call runs, which drops the focus; put it back where the
  // keyboard user can carry on: on Delete after a change (Cancel and Complete go away), else on the
  // same button, as soon as it is enabled again.
  const focusWhenDone = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    if (changing) return;
    focusWhenDone.current?.focus();
    focusWhenDone.current = null;
  }, [changing]);
  const run = async (change: () => Promise<boolean>, button: HTMLButtonElement | null) => {
    const next = (await change()) ? deleteButton.current : button;
    if (next && !next.disabled) next.focus();
    else focusWhenDone.current = next;
  };

  return (
    <div className={styles.actions}>
      {canChangeStatus(appointment) && (
        <>
          <button
            ref={completeButton}
            type="button"
            className={buttonClassName({ variant: 'normal' })}
            disabled={changing}
            onClick={() => void run(complete, completeButton.current)}
          >
            {completing ? texts.completing : texts.complete}
            {customer}
          </button>
          <button
            ref={cancelButton}
            type="button"
            className={buttonClassName({ variant: 'outline' })}
            disabled={changing}
            onClick={() => void run(cancel, cancelButton.current)}
          >
            {cancelling ? texts.cancelling : texts.cancel}
            {customer}
          </button>
        </>
      )}
      <button
        ref={deleteButton}
        type="button"
        className={buttonClassName({ variant: 'danger' })}
        onClick={() => onDelete(appointment)}
      >
        {texts.delete}
        {customer}
      </button>
    </div>
  );
}
