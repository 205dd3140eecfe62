import { zodResolver } from '@hookform/resolvers/zod';
import { formatNaira } from '@clean/shared';
import { refundRequest, type AppointmentWithState, type RefundRequest } from '@clean/shared/schemas';
import { Field } from '@clean/shared/ui';
import { useForm } from 'react-hook-form';
import { useAdminRefundAttentionMutation } from '../api/refund';
import { needsAttentionTexts } from '../lib/texts';
import { ActionForm, ActionFormDialog, useActionRequest } from './action-form-dialog';
import styles from './needs-attention.module.css';

const texts = needsAttentionTexts.refundDialog;
const resolver = zodResolver(refundRequest);

/** The note (the shared refund rules: required, at most 500 characters), then Mark refunded. */
function RefundForm({ appointment, onDone }: { appointment: AppointmentWithState; onDone: () => void }) {
  const [refund] = useAdminRefundAttentionMutation();
  const { failure, run } = useActionRequest(onDone);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RefundRequest>({ resolver, defaultValues: { note: '' } });

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
    </ActionForm>
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
    <ActionFormDialog appointment={appointment} onClose={onClose} title={texts.title}>
      {(booking) => <RefundForm appointment={booking} onDone={onClose} />}
    </ActionFormDialog>
  );
}
