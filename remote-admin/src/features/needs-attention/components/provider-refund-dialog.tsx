import { zodResolver } from '@hookform/resolvers/zod';
import { formatNaira } from '@clean/shared';
import {
  nairaAmountInput,
  providerRefundRequest,
  type AppointmentWithState,
  type ProviderRefundRequest,
} from '@clean/shared/schemas';
import { Field } from '@clean/shared/ui';
import { useForm } from 'react-hook-form';
import { type z } from 'zod';
import { useAdminProviderRefundMutation } from '../api/refund';
import { needsAttentionTexts } from '../lib/texts';
import { ActionForm, ActionFormDialog, useActionRequest } from './action-form-dialog';
import styles from './needs-attention.module.css';

const texts = needsAttentionTexts.providerRefundDialog;
/** The amount as typed (text), checked with the shared rules; the API checks it against what was paid. */
const form = providerRefundRequest.extend({ amount: nairaAmountInput });
const resolver = zodResolver(form);

function ProviderRefundForm({ appointment, onDone }: { appointment: AppointmentWithState; onDone: () => void }) {
  const [refund] = useAdminProviderRefundMutation();
  const { failure, run } = useActionRequest(onDone);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof form>, unknown, ProviderRefundRequest>({
    resolver,
    defaultValues: { amount: String(appointment.amount), note: '' },
  });

  return (
    <ActionForm
      texts={texts}
      intro={texts.intro(formatNaira(appointment.amount))}
      onSubmit={handleSubmit((body) => run(() => refund({ id: appointment._id, body }).unwrap()))}
      onCancel={onDone}
      busy={isSubmitting}
      failure={failure}
      danger
    >
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
    </ActionForm>
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
    <ActionFormDialog appointment={appointment} onClose={onClose} title={texts.title}>
      {(booking) => <ProviderRefundForm appointment={booking} onDone={onClose} />}
    </ActionFormDialog>
  );
}
