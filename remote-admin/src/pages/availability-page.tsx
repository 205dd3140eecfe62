import { PageHeader } from '@clean/shared/ui';
import { AvailabilityManager } from '../features/availability/components/availability-manager';
import { availabilityTexts } from '../features/availability/lib/texts';

/** /admin/availability: crews per location, slot hours, closed weekdays and closed dates, with their history. */
export default function AvailabilityPage() {
  return (
    <>
      <PageHeader variant="plain" title={availabilityTexts.title} intro={availabilityTexts.intro} />
      <AvailabilityManager />
    </>
  );
}
