import { formatNaira } from '@clean/shared';
import type { Product } from '@clean/shared/schemas';
import { pricingPage } from '../../../content/pricing';
import styles from './pricing-catalogue.module.css';
import { ServicePriceCard } from './service-price-card';

/** One product of the catalogue with a card per service. */
export function ProductSection({ product }: { product: Product }) {
  const titleId = `product-${product._id}`;
  return (
    <section className={styles.product} aria-labelledby={titleId}>
      <header className={styles.productHeader}>
        <h2 id={titleId} className={styles.productName}>
          {product.name}
        </h2>
        <p className={styles.from}>
          {pricingPage.startsFrom} <strong>{formatNaira(product.price)}</strong>
        </p>
      </header>
      <ul className={styles.cards}>
        {product.services.map((service) => (
          <li key={service._id}>
            <ServicePriceCard service={service} />
          </li>
        ))}
      </ul>
    </section>
  );
}
