import type { AppointmentWithState } from '@clean/shared/schemas';
import { useState } from 'react';
import { useAdminDeleteAppointmentMutation } from '../api/delete-appointment';
import { toastResult } from '../lib/toast-result';

/**
 * Delete after a confirmation (docs/PRODUCT.md#admin-console): `ask` opens the question for one appointment,
 * `confirm` sends the call and closes it when the answer is in, whatever it was (a failure has its
 * toast, and the list reloads either way).
 */
export function useDeleteAppointment() {
  const [target, setTarget] = useState<AppointmentWithState | null>(null);
  const [remove, { isLoading }] = useAdminDeleteAppointmentMutation();
  return {
    target,
    deleting: isLoading,
    ask: (appointment: AppointmentWithState) => setTarget(appointment),
    dismiss: () => setTarget(null),
    confirm: async () => {
      if (!target) return;
      await toastResult(remove(target._id).unwrap());
      setTarget(null);
    },
  };
}
