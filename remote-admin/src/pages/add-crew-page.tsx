import { crewPath } from '@clean/shared';
import { PageHeader } from '@clean/shared/ui';
import { useNavigate } from 'react-router-dom';
import { useAdminAddCrewMutation } from '../api/crews-api';
import { PageBody } from '../components/page-body/page-body';
import { CrewForm } from '../features/crews/components/crew-form';
import { emptyCrew } from '../features/crews/lib/crew-form';
import { crewsTexts } from '../features/crews/lib/texts';

/** /admin/crews/new: the crew form; once added, the new crew's page. */
export default function AddCrewPage() {
  const [add] = useAdminAddCrewMutation();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader variant="plain" title={crewsTexts.titles.add} />
      <PageBody>
        <CrewForm
          mode="create"
          initial={emptyCrew()}
          save={(crew) => add(crew).unwrap()}
          onSaved={(answer) => navigate(crewPath(answer.crew._id))}
        />
      </PageBody>
    </>
  );
}
