import { company, paths, telHref } from '@clean/shared';
import { buttonClassName, ButtonLink, StatusPanel } from '@clean/shared/ui';
import { useCatalogue } from '@clean/shared/use-catalogue';
import { useEffect } from 'react';
import { pricingPage } from '../../../content/pricing';
import styles from './pricing-catalogue.module.css';
import { PricingSkeleton } from './pricing-skeleton';
import { ProductSection } from './product-section';
import { forgetCatalogueSnapshot, pageCatalogueSnapshot, shownCatalogue } from '../lib/catalogue-snapshot';

/** Ours, beyond the original brief: when the API cannot be reached, say so kindly and offer a retry. */
function PricingUnavailable({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  return (
    <StatusPanel
      title={pricingPage.errorTitle}
      actions={
        <>
          <button type="button" className={buttonClassName()} onClick={onRetry} disabled={retrying}>
            {retrying ? pricingPage.retrying : pricingPage.retry}
          </button>
          <a className={buttonClassName({ variant: 'outline' })} href={telHref()}>
            Call {company.phone}
          </a>
        </>
      }
    >
      <p>{pricingPage.errorText}</p>
    </StatusPanel>
  );
}

/**
 * The catalogue from GET /api/admin/products: loading skeleton, products, empty list or retry. On the
 * prerendered page the catalogue it was rendered with shows until the API answers (busy meanwhile).
 * Read without the store: the page needs nothing else of it (its route is `withoutStore`).
 */
export function PricingCatalogue() {
  const { data, error, isFetching, refetch } = useCatalogue();
  const { products, provisional } = shownCatalogue({ data, error }, pageCatalogueSnapshot());
  useEffect(() => {
    if (data || error) forgetCatalogueSnapshot();
  }, [data, error]);

  // `error` stays set while a retry is on its way, so the panel stays and its button says so.
  if (!products && error) return <PricingUnavailable retrying={isFetching} onRetry={refetch} />;
  if (!products) return <PricingSkeleton />;
  if (products.length === 0) {
    return (
      <StatusPanel
        title={pricingPage.emptyTitle}
        actions={<ButtonLink to={paths.contact}>{pricingPage.emptyLinkLabel}</ButtonLink>}
      >
        <p>{pricingPage.emptyText}</p>
      </StatusPanel>
    );
  }
  return (
    <div className={styles.catalogue} aria-busy={provisional || undefined}>
      {products.map((product) => (
        <ProductSection key={product._id} product={product} />
      ))}
    </div>
  );
}
