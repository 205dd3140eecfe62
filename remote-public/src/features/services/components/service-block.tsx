import { Link } from 'react-router-dom';
import { CheckIcon } from '../../../components/icons/icons';
import { Reveal } from '../../../components/reveal/reveal';
import { serviceImages } from '../../../content/service-images';
import type { ServiceOffering } from '../../../content/service-pages';
import styles from './service-block.module.css';
import { buttonClassName, Illustration, VisuallyHidden } from '@clean/shared/ui';

/** The booking form, by the relative path 'appointment' under the services page (docs/PRODUCT.md#routes). */
export const BOOKING_RELATIVE_PATH = 'appointment';

interface ServiceBlockProps {
  service: ServiceOffering;
  index: number;
  bookLabel: string;
  /** The first block is on screen at once: shown without the scroll reveal. */
  priority?: boolean;
}

/** One service of the cleaning services page; every other block puts its image on the right. */
export function ServiceBlock({ service, index, bookLabel, priority = false }: ServiceBlockProps) {
  const titleId = `service-${service.id}`;
  const block = (
    <article className={`${styles.block} ${index % 2 === 1 ? styles.flipped : ''}`} aria-labelledby={titleId}>
      <figure className={styles.media}>
        <Illustration {...serviceImages[service.id]} className={styles.image} />
      </figure>
      <div>
        <p className={styles.number} aria-hidden="true">
          {String(index + 1).padStart(2, '0')}
        </p>
        <h2 id={titleId} className={styles.title}>
          {service.title}
        </h2>
        <p className={styles.description}>{service.description}</p>
        <ul className={styles.features}>
          {service.features.map((feature) => (
            <li key={feature} className={styles.feature}>
              <CheckIcon className={styles.check} />
              {feature}
            </li>
          ))}
        </ul>
        <Link to={BOOKING_RELATIVE_PATH} relative="path" className={buttonClassName()}>
          {bookLabel}
          <VisuallyHidden> for {service.title}</VisuallyHidden>
        </Link>
      </div>
    </article>
  );
  // The first block is on the first screen: shown at once; the others reveal as they scroll in.
  return priority ? block : <Reveal>{block}</Reveal>;
}
