import { Bone, Skeleton } from '@clean/shared/ui';
import { LIST_PAGE_SIZE } from '../../../components/list-pager/paging';
import { appointmentsTexts } from '../lib/texts';

// A screenful is enough: the outline says "a list is coming" without a page of shimmering bars.
const ROWS = Math.min(6, LIST_PAGE_SIZE);
/** About a real card's height, so the page does not jump when they arrive. */
const CARD_HEIGHT = '23rem';

/** The list's outline while a page loads: table rows on a wide screen, cards on a phone. */
export function AppointmentsSkeleton({ wide }: { wide: boolean }) {
  return (
    <Skeleton label={appointmentsTexts.loading}>
      {wide && <Bone height="2.75rem" />}
      {Array.from({ length: ROWS }, (_, index) =>
        wide ? <Bone key={index} height="3.5rem" /> : <Bone key={index} shape="card" height={CARD_HEIGHT} />,
      )}
    </Skeleton>
  );
}
