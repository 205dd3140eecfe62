import { paths } from '@clean/shared';
import { PageHeader } from '@clean/shared/ui';
import { useNavigate, useParams } from 'react-router-dom';
import { AppointmentDetails } from '../features/appointment-details/components/appointment-details';
import { appointmentDetailsTexts } from '../features/appointment-details/lib/texts';
import { AppointmentActions } from '../features/appointments/components/appointment-actions';
import { DeleteAppointmentDialog } from '../features/appointments/components/delete-appointment-dialog';
import { useDeleteAppointment } from '../features/appointments/hooks/use-delete-appointment';

/**
 * /admin/appointments/:appointmentId: one appointment's details and history, with the appointments
 * page's actions; a delete, once confirmed and done, goes back to the list.
 */
export default function AppointmentPage() {
  const { appointmentId = '' } = useParams();
  const navigate = useNavigate();
  const deletion = useDeleteAppointment(() => navigate(paths.admin.appointments));

  return (
    <>
      <PageHeader variant="plain" title={appointmentDetailsTexts.title} />
      <AppointmentDetails
        appointmentId={appointmentId}
        renderActions={(appointment) => <AppointmentActions appointment={appointment} onDelete={deletion.ask} />}
      />
      <DeleteAppointmentDialog deletion={deletion} />
    </>
  );
}
