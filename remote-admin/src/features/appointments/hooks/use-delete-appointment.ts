import type { AppointmentWithState } from '@clean/shared/schemas';
import { useState } from 'react';
import { useAction } from '../../../hooks/use-action';
import { useAdminDeleteAppointmentMutation } from '../api/delete-appointment';

/**
 * Delete after a confirmation (docs/PRODUCT.md#admin-console): `ask` opens the question for one appointment,
 * `confirm` sends the call and closes it when the answer is in, whatever it was (a failure has its
 * toast, and the list reloads either way); `onDeleted` follows a delete that worked.
 */
export function useDeleteAppointment(onDeleted?: () => void) {
  const [target, setTarget] = useState<AppointmentWithState | null>(null);
  const [remove] = useAdminDeleteAppointmentMutation();
  const deletion = useAction();
  return {
    target,
    deleting: deletion.busy,
    ask: (appointment: AppointmentWithState) => setTarget(appointment),
    dismiss: () => setTarget(null),
    confirm: async () => {
      if (!target) return;
      const deleted = await deletion.run(() => remove(target._id).unwrap());
      setTarget(null);
      if (deleted) onDeleted?.();
    },
  };
}
