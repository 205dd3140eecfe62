import { formatNaira } from '@clean/shared';
import { durationLabel } from '@clean/shared/format';
import type { Service } from '@clean/shared/schemas';
import { useId } from 'react';
import { productTexts } from '../lib/texts';
import styles from './products-list.module.css';

/** One service of a product: name, formatted amount, job length, description and its frequency options. */
export function ServiceCard({ service }: { service: Service }) {
  const frequenciesId = useId();
  return (
    <article className={styles.card}>
      <h3 className={styles.serviceName}>{service.name}</h3>
      <p className={styles.amount}>{formatNaira(service.amount)}</p>
      <p className={styles.muted}>{productTexts.list.duration(durationLabel(service.durationMinutes))}</p>
      <p className={styles.description}>{service.description}</p>
      <p id={frequenciesId} className={styles.frequenciesTitle}>
        {productTexts.list.frequencies}
      </p>
      {service.frequency.length === 0 ? (
        <p className={styles.muted}>{productTexts.list.noFrequencies}</p>
      ) : (
        <ul className={styles.frequencies} aria-labelledby={frequenciesId}>
          {service.frequency.map((frequency) => (
            <li key={frequency._id} className={styles.frequency}>
              <span>{frequency.name}</span>{' '}
              <span className={styles.frequencyAmount}>{formatNaira(frequency.amount)}</span>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
