import { PageHeader } from '@clean/shared/ui';
import { PageBody } from '../components/page-body/page-body';
import { AreasManager } from '../features/areas/components/areas-manager';
import { areasTexts } from '../features/areas/lib/texts';

/** /admin/areas: a city's areas (served, surcharge), the form that adds one, and the people waiting for one. */
export default function AreasPage() {
  return (
    <>
      <PageHeader variant="plain" title={areasTexts.title} />
      <PageBody>
        <AreasManager />
      </PageBody>
    </>
  );
}
