import { PageHeader } from '@clean/shared/ui';
import { BusinessExportPanel } from '../features/business-export/components/business-export-panel';
import { DashboardOverview, useDashboardSettled } from '../features/dashboard/components/dashboard-overview';
import { dashboardTexts } from '../features/dashboard/lib/texts';
import {
  NeedsAttentionPanel,
  useNeedsAttentionSettled,
} from '../features/needs-attention/components/needs-attention-panel';
import { ReportsPanel } from '../features/reports/components/reports-panel';

/** /admin/dashboard: the counts, the earnings, the latest bookings, the reports and the business export. */
export default function DashboardPage() {
  // 'Needs attention' and the figures under it appear together, whichever answer comes last, so the
  // panel's list moves nothing down (docs/DECISIONS.md, "The dashboard appears at once").
  const attentionSettled = useNeedsAttentionSettled();
  const figuresSettled = useDashboardSettled();
  const held = !attentionSettled || !figuresSettled;
  return (
    <>
      <PageHeader variant="plain" title={dashboardTexts.title} />
      <NeedsAttentionPanel held={held} />
      <DashboardOverview held={held} />
      <ReportsPanel />
      <BusinessExportPanel />
    </>
  );
}
