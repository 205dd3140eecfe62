import { zodResolver } from '@hookform/resolvers/zod';
import { formatNaira, notify } from '@clean/shared';
import { refundRequest, type AppointmentWithState, type RefundRequest } from '@clean/shared/schemas';
import { buttonClassName, Dialog, Field } from '@clean/shared/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAdminRefundAttentionMutation } from '../api/refund';
import { actionFailure, type ActionFailure } from '../lib/failure';
import { needsAttentionTexts } from '../lib/texts';
import { FailureMessage } from './failure-message';
import styles from './needs-attention.module.css';

const texts = needsAttentionTexts.refundDialog;
const resolver = zodResolver(refundRequest);

/** The note (the shared refund rules: required, at most 500 characters), then Mark refunded. */
function RefundForm({ appointment, onDone }: { appointment: AppointmentWithState; onDone: () => void }) {
  const [refund] = useAdminRefundAttentionMutation();
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RefundRequest>({ resolver, defaultValues: { note: '' } });

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      const { message } = await refund({ id: appointment._id, body }).unwrap();
      notify.success(message);
      onDone();
    } catch (error) {
      const refused = actionFailure(error);
      notify.error(refused.message);
      setFailure(refused);
    }
  });

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className={styles.dialogText}>{texts.intro(formatNaira(appointment.amount))}</p>
      <Field label={texts.note} hint={texts.noteHint} error={errors.note?.message}>
        {(control) => (
          <textarea
            {...control}
            className={`${control.className ?? ''} ${styles.note}`}
            maxLength={500}
            data-autofocus
            {...register('note')}
          />
        )}
      </Field>
      {failure && <FailureMessage failure={failure} />}
      <div className={styles.buttons}>
        <button
          type="button"
          className={buttonClassName({ variant: 'outline' })}
          onClick={onDone}
          disabled={isSubmitting}
        >
          {texts.cancel}
        </button>
        <button type="submit" className={buttonClassName({ variant: 'danger' })} disabled={isSubmitting}>
          {isSubmitting ? texts.confirming : texts.confirm}
        </button>
      </div>
    </form>
  );
}

/** Mark refunded: only with a note saying how and when; a refusal keeps the dialog open. */
export function RefundDialog({
  appointment,
  onClose,
}: {
  /** The booking whose payment went back; null when the dialog is closed. */
  appointment: AppointmentWithState | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={appointment !== null}
      onClose={onClose}
      title={appointment ? texts.title(appointment.userData.name) : ''}
      dismissible={false}
    >
      {appointment && <RefundForm key={appointment._id} appointment={appointment} onDone={onClose} />}
    </Dialog>
  );
}
