import { PageHeader } from '@clean/shared/ui';
import { PlanList } from '../features/plans/components/plan-list';
import { plansTexts } from '../features/plans/lib/texts';

/** /admin/plans: the recurring plans, their next visit and charge; each opens its page. */
export default function PlansPage() {
  return (
    <>
      <PageHeader variant="plain" title={plansTexts.title} />
      <PlanList />
    </>
  );
}
