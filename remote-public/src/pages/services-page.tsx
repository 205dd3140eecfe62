import { PageHeader } from '../components/page-header/page-header';
import { Section } from '../components/section/section';
import { servicesPage } from '../content/services';
import { ServiceCategories } from '../features/services/components/service-categories';

/** /services: Cleaning Services and Laundry Services cards. */
export default function ServicesPage() {
  return (
    <>
      <PageHeader title={servicesPage.title} intro={servicesPage.intro} />
      <Section>
        <ServiceCategories />
      </Section>
    </>
  );
}
