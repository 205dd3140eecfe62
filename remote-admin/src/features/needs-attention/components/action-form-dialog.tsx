import type { AppointmentWithState } from '@clean/shared/schemas';
import { buttonClassName, Dialog } from '@clean/shared/ui';
import { Fragment, type FormEvent, type ReactNode } from 'react';
import { useAction } from '../../../hooks/use-action';
import { actionFailure, type ActionFailure } from '../lib/failure';
import { FailureMessage } from './failure-message';
import styles from './needs-attention.module.css';

/** The words of an action's dialog: its title for the booking's customer, and its two buttons. */
export interface ActionDialogTexts {
  title: (name: string) => string;
  confirm: string;
  confirming: string;
  cancel: string;
}

/**
 * Runs the action's request: its message as a success toast and the dialog closed, or the refusal as
 * a toast and (kept) inside the dialog, which stays open.
 */
export function useActionRequest(onDone: () => void) {
  const action = useAction({ failureOf: actionFailure });
  const run = async (request: () => Promise<{ message: string }>): Promise<void> => {
    if (await action.run(request)) onDone();
  };
  return { failure: action.failure, run };
}

interface ActionFormProps {
  texts: ActionDialogTexts;
  intro: string;
  /** The form's submit handler (react-hook-form's `handleSubmit(...)`, or the form's own). */
  onSubmit: (event: FormEvent) => Promise<void>;
  onCancel: () => void;
  busy: boolean;
  failure: ActionFailure | null;
  /** A refund's button is red; a rebook's the usual one. */
  danger?: boolean;
  children: ReactNode;
}

/** The form of an action: what it does, its fields, the server's refusal, then Cancel and confirm. */
export function ActionForm({ texts, intro, onSubmit, onCancel, busy, failure, danger, children }: ActionFormProps) {
  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className={styles.dialogText}>{intro}</p>
      {children}
      {failure && <FailureMessage failure={failure} />}
      <div className={styles.buttons}>
        <button type="button" className={buttonClassName({ variant: 'outline' })} onClick={onCancel} disabled={busy}>
          {texts.cancel}
        </button>
        <button type="submit" className={buttonClassName(danger ? { variant: 'danger' } : undefined)} disabled={busy}>
          {busy ? texts.confirming : texts.confirm}
        </button>
      </div>
    </form>
  );
}

/**
 * The dialog of an action on a flagged booking: open while there is a booking, titled for its
 * customer, not dismissed by a click outside (a half-typed note is not lost). The form is made afresh
 * for each booking, so nothing typed for one shows for the next.
 */
export function ActionFormDialog({
  appointment,
  onClose,
  title,
  children,
}: {
  /** The booking acted on; null when the dialog is closed. */
  appointment: AppointmentWithState | null;
  onClose: () => void;
  title: ActionDialogTexts['title'];
  children: (appointment: AppointmentWithState) => ReactNode;
}) {
  return (
    <Dialog
      open={appointment !== null}
      onClose={onClose}
      title={appointment ? title(appointment.userData.name) : ''}
      dismissible={false}
    >
      {appointment && <Fragment key={appointment._id}>{children(appointment)}</Fragment>}
    </Dialog>
  );
}
