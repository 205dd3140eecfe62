import { PageHeader } from '@clean/shared/ui';
import { BusinessExportPanel } from '../features/business-export/components/business-export-panel';
import { DashboardOverview } from '../features/dashboard/components/dashboard-overview';
import { dashboardTexts } from '../features/dashboard/lib/texts';
import { NeedsAttentionPanel } from '../features/needs-attention/components/needs-attention-panel';
import { ReportsPanel } from '../features/reports/components/reports-panel';

/** /admin/dashboard: the counts, the earnings, the latest bookings, the reports and the business export. */
export default function DashboardPage() {
  return (
    <>
      <PageHeader variant="plain" title={dashboardTexts.title} />
      <NeedsAttentionPanel />
      <DashboardOverview />
      <ReportsPanel />
      <BusinessExportPanel />
    </>
  );
}
