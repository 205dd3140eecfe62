import { editProductPath, formatNaira } from '@clean/shared';
import type { Product } from '@clean/shared/schemas';
import { buttonClassName, ButtonLink, VisuallyHidden } from '@clean/shared/ui';
import { useId } from 'react';
import { serviceCardWidthStyle } from '../lib/service-card';
import { productTexts } from '../lib/texts';
import styles from './products-list.module.css';
import { ServiceCard } from './service-card';

interface ProductSummaryProps {
  product: Product;
  onDelete: (product: Product) => void;
}

/** A product of the admin list: name, price, Edit and Delete, and a card per service. */
export function ProductSummary({ product, onDelete }: ProductSummaryProps) {
  const titleId = useId();
  const texts = productTexts.list;
  return (
    <section className={styles.product} aria-labelledby={titleId}>
      <header className={styles.productHeader}>
        <div>
          <h2 id={titleId} className={styles.productName}>
            {product.name}
          </h2>
          <p className={styles.price}>
            {texts.price} <strong>{formatNaira(product.price)}</strong>
          </p>
        </div>
        <div className={styles.productActions}>
          <ButtonLink to={editProductPath(product._id)} variant="outline">
            {texts.edit}
            <VisuallyHidden> {product.name}</VisuallyHidden>
          </ButtonLink>
          <button type="button" className={buttonClassName({ variant: 'danger' })} onClick={() => onDelete(product)}>
            {texts.delete}
            <VisuallyHidden> {product.name}</VisuallyHidden>
          </button>
        </div>
      </header>
      {product.services.length === 0 ? (
        <p className={styles.muted}>{texts.noServices}</p>
      ) : (
        <ul className={styles.cards} style={serviceCardWidthStyle}>
          {product.services.map((service) => (
            <li key={service._id}>
              <ServiceCard service={service} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
