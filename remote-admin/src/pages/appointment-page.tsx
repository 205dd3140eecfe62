import { paths } from '@clean/shared';
import { toDisplayDate } from '@clean/shared/dates';
import type { AppointmentWithState } from '@clean/shared/schemas';
import { ConfirmDialog, PageHeader } from '@clean/shared/ui';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { AppointmentDetails } from '../features/appointment-details/components/appointment-details';
import { appointmentDetailsTexts } from '../features/appointment-details/lib/texts';
import { useAdminDeleteAppointmentMutation } from '../features/appointments/api/delete-appointment';
import { AppointmentActions } from '../features/appointments/components/appointment-actions';
import { appointmentsTexts } from '../features/appointments/lib/texts';
import { toastResult } from '../features/appointments/lib/toast-result';

const confirmTexts = appointmentsTexts.confirmDelete;

/**
 * /admin/appointments/:appointmentId: one appointment's details and history, with the appointments
 * page's actions; a delete, once confirmed and done, goes back to the list.
 */
export default function AppointmentPage() {
  const { appointmentId = '' } = useParams();
  const navigate = useNavigate();
  const [target, setTarget] = useState<AppointmentWithState | null>(null);
  const [remove, { isLoading: deleting }] = useAdminDeleteAppointmentMutation();

  const confirm = async () => {
    if (!target) return;
    const deleted = await toastResult(remove(target._id).unwrap());
    setTarget(null);
    if (deleted) navigate(paths.admin.appointments);
  };

  return (
    <>
      <PageHeader variant="plain" title={appointmentDetailsTexts.title} />
      <AppointmentDetails
        appointmentId={appointmentId}
        renderActions={(appointment) => <AppointmentActions appointment={appointment} onDelete={setTarget} />}
      />
      <ConfirmDialog
        open={target !== null}
        title={confirmTexts.title}
        confirmLabel={confirmTexts.confirm}
        busyLabel={confirmTexts.busy}
        cancelLabel={confirmTexts.cancel}
        busy={deleting}
        onConfirm={() => void confirm()}
        onCancel={() => setTarget(null)}
      >
        {target && <p>{confirmTexts.text(target.userData.name, toDisplayDate(target.date), target.time)}</p>}
      </ConfirmDialog>
    </>
  );
}
