import { formatNaira, paths } from '@clean/shared';
import { visitLengthSentence } from '@clean/shared/format';
import type { Service } from '@clean/shared/schemas';
import { pricingPage } from '../../../content/pricing';
import styles from './pricing-catalogue.module.css';
import { ButtonLink, VisuallyHidden } from '@clean/shared/ui';

/** A service of a product: name, formatted amount, how long a visit takes, description and Book Now to /services. */
export function ServicePriceCard({ service }: { service: Service }) {
  return (
    <article className={styles.card}>
      <h3 className={styles.serviceName}>{service.name}</h3>
      <p className={styles.amount}>{formatNaira(service.amount)}</p>
      <p className={styles.length}>{visitLengthSentence(service.durationMinutes)}</p>
      <p className={styles.description}>{service.description}</p>
      <ButtonLink to={paths.services} block>
        {pricingPage.bookLabel}
        <VisuallyHidden> for {service.name}</VisuallyHidden>
      </ButtonLink>
    </article>
  );
}
