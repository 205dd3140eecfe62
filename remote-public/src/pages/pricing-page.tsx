import { usePageHead } from '../hooks/use-page-head';
import { Section } from '../components/section/section';
import { pricingHead, pricingPage } from '../content/pricing';
import { PricingCatalogue } from '../features/pricing/components/pricing-catalogue';
import { PageHeader } from '@clean/shared/ui';

/** /pricing: every product of the catalogue with its services and prices. */
export default function PricingPage() {
  usePageHead(pricingHead);
  return (
    <>
      <PageHeader title={pricingPage.title} intro={pricingPage.intro} />
      <Section>
        <PricingCatalogue />
      </Section>
    </>
  );
}
