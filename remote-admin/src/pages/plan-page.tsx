import { PageHeader } from '@clean/shared/ui';
import { useParams } from 'react-router-dom';
import { PlanDetails } from '../features/plans/components/plan-details';
import { planTexts } from '../features/plans/lib/texts';

/** /admin/plans/:planId: one plan's terms, card, visits and charges, and the staff's actions. */
export default function PlanPage() {
  const { planId = '' } = useParams();
  return (
    <>
      <PageHeader variant="plain" title={planTexts.title} />
      <PlanDetails planId={planId} />
    </>
  );
}
