import { TitledPage } from '@clean/shared';

export default function AppointmentsPage() {
  return <TitledPage title="Appointments" />;
}
