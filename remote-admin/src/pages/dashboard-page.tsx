import { PageHeader } from '@clean/shared/ui';
import { DashboardOverview } from '../features/dashboard/components/dashboard-overview';
import { dashboardTexts } from '../features/dashboard/lib/texts';

/** /admin/dashboard: the counts, the earnings and the latest bookings. */
export default function DashboardPage() {
  return (
    <>
      <PageHeader variant="plain" title={dashboardTexts.title} />
      <DashboardOverview />
    </>
  );
}
