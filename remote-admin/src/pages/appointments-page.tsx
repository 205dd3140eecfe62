import { PageHeader } from '@clean/shared/ui';
import { AppointmentsList } from '../features/appointments/components/appointments-list';
import { appointmentsTexts } from '../features/appointments/lib/texts';

/** /admin/appointments: every booking, a page at a time, with cancel, complete and delete. */
export default function AppointmentsPage() {
  return (
    <>
      <PageHeader variant="plain" title={appointmentsTexts.title} />
      <AppointmentsList />
    </>
  );
}
