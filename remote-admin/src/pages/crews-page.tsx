import { PageHeader } from '@clean/shared/ui';
import { PageBody } from '../components/page-body/page-body';
import { CrewList } from '../features/crews/components/crew-list';
import { crewsTexts } from '../features/crews/lib/texts';

/** /admin/crews: every crew by location; each opens its page, and Add crew names a new one. */
export default function CrewsPage() {
  return (
    <>
      <PageHeader variant="plain" title={crewsTexts.titles.list} />
      <PageBody>
        <CrewList />
      </PageBody>
    </>
  );
}
