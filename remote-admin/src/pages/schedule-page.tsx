import { PageHeader } from '@clean/shared/ui';
import { ScheduleBoard } from '../features/schedule/components/schedule-board';
import { scheduleTexts } from '../features/schedule/lib/texts';

/** /admin/schedule: the day or week per location, crews used of available and the bookings. */
export default function SchedulePage() {
  return (
    <>
      <PageHeader variant="plain" title={scheduleTexts.title} intro={scheduleTexts.intro} />
      <ScheduleBoard />
    </>
  );
}
