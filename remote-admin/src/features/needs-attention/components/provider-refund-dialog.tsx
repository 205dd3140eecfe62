import { zodResolver } from '@hookform/resolvers/zod';
import { formatNaira, notify } from '@clean/shared';
import {
  nairaAmountInput,
  providerRefundRequest,
  type AppointmentWithState,
  type ProviderRefundRequest,
} from '@clean/shared/schemas';
import { buttonClassName, Dialog, Field } from '@clean/shared/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type z } from 'zod';
import { useAdminProviderRefundMutation } from '../api/refund';
import { actionFailure, type ActionFailure } from '../lib/failure';
import { needsAttentionTexts } from '../lib/texts';
import { FailureMessage } from './failure-message';
import styles from './needs-attention.module.css';

const texts = needsAttentionTexts.providerRefundDialog;
/** The amount as typed (text), checked with the shared rules; the API checks it against what was paid. */
const form = providerRefundRequest.extend({ amount: nairaAmountInput });
const resolver = zodResolver(form);

function ProviderRefundForm({ appointment, onDone }: { appointment: AppointmentWithState; onDone: () => void }) {
  const [refund] = useAdminProviderRefundMutation();
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof form>, unknown, ProviderRefundRequest>({
    resolver,
    defaultValues: { amount: String(appointment.amount), note: '' },
  });

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
      <Field label={texts.amount} hint={texts.amountHint} error={errors.amount?.message}>
        {(control) => <input {...control} inputMode="decimal" data-autofocus {...register('amount')} />}
      </Field>
      <Field label={texts.note} hint={texts.noteHint} error={errors.note?.message}>
        {(control) => (
          <textarea
            {...control}
            className={`${control.className ?? ''} ${styles.note}`}
            maxLength={500}
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

/** Refund through the payment provider: the full amount or part of it, with a note. */
export function ProviderRefundDialog({
  appointment,
  onClose,
}: {
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
      {appointment && <ProviderRefundForm key={appointment._id} appointment={appointment} onDone={onClose} />}
    </Dialog>
  );
}
