import { PageHeader } from '@clean/shared/ui';

export default function AppointmentsPage() {
  return <PageHeader title="Appointments" />;
}
