import type { AppointmentWithState } from '@clean/shared/schemas';
import { useAction } from '../../../hooks/use-action';
import { useAdminCancelAppointmentMutation } from '../api/cancel-appointment';
import { useAdminCompleteAppointmentMutation } from '../api/complete-appointment';

/**
 * Cancel and Complete for one appointment: the call, its toast, and which of the two is on its way;
 * each resolves to whether it worked. The list reloads through the tags the calls invalidate.
 */
export function useStatusChange(appointment: Pick<AppointmentWithState, '_id'>) {
  const [cancel] = useAdminCancelAppointmentMutation();
  const [complete] = useAdminCompleteAppointmentMutation();
  const cancelling = useAction();
  const completing = useAction();
  const request = { appointmentId: appointment._id };
  return {
    cancel: async () => (await cancelling.run(() => cancel(request).unwrap())) !== undefined,
    complete: async () => (await completing.run(() => complete(request).unwrap())) !== undefined,
    cancelling: cancelling.busy,
    completing: completing.busy,
  };
}
