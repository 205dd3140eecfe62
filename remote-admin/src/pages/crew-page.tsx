import { PageHeader } from '@clean/shared/ui';
import { useParams } from 'react-router-dom';
import { CrewEditor } from '../features/crews/components/crew-editor';
import { crewsTexts } from '../features/crews/lib/texts';

/** /admin/crews/{crewId}: one crew's form, its sign-in links and devices, its time off, and Deactivate or Activate. */
export default function CrewPage() {
  const { crewId = '' } = useParams<'crewId'>();
  return (
    <>
      <PageHeader variant="plain" title={crewsTexts.titles.edit} />
      <CrewEditor crewId={crewId} />
    </>
  );
}
