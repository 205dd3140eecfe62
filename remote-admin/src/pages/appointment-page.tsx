import { PageHeader } from '@clean/shared/ui';

/** Placeholder until issue 15's screen lands (replaced in this same change). */
export default function AppointmentPage() {
  return <PageHeader variant="plain" title="Appointment" />;
}
