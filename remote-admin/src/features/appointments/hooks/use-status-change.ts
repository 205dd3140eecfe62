import type { AppointmentWithState } from '@clean/shared/schemas';
import { useAdminCancelAppointmentMutation } from '../api/cancel-appointment';
import { useAdminCompleteAppointmentMutation } from '../api/complete-appointment';
import { toastResult } from '../lib/toast-result';

/**
 * Cancel and Complete for one appointment: the call, its toast, and which of the two is on its way.
 * The list reloads through the tags the calls invalidate.
 */
export function useStatusChange(appointment: Pick<AppointmentWithState, '_id'>) {
  const [cancel, cancelState] = useAdminCancelAppointmentMutation();
  const [complete, completeState] = useAdminCompleteAppointmentMutation();
  const request = { appointmentId: appointment._id };
  return {
    cancel: () => toastResult(cancel(request).unwrap()),
    complete: () => toastResult(complete(request).unwrap()),
    cancelling: cancelState.isLoading,
    completing: completeState.isLoading,
  };
}
