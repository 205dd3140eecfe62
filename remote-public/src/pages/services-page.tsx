import { usePageHead } from '../hooks/use-page-head';
import { Section } from '../components/section/section';
import { servicesHead, servicesPage } from '../content/service-pages';
import { ServiceCategories } from '../features/services/components/service-categories';
import { PageHeader } from '@clean/shared/ui';

/** /services: Cleaning Services and Laundry Services cards. */
export default function ServicesPage() {
  usePageHead(servicesHead);
  return (
    <>
      <PageHeader title={servicesPage.title} intro={servicesPage.intro} />
      <Section>
        <ServiceCategories />
      </Section>
    </>
  );
}
