import { formatNaira } from '@clean/shared';
import { visitLengthSentence } from '@clean/shared/format';
import type { BookingRequest } from '@clean/shared/schemas';
import type { FieldErrors } from 'react-hook-form';
import type { Catalogue } from '../hooks/use-booking-fields';
import type { SelectBindings } from '../hooks/use-select-bindings';
import type { Choice } from '../lib/catalogue';
import { bookingTexts } from '../lib/texts';
import styles from './booking-form.module.css';
import { ChoiceSelect } from './choice-select';
import { LoadFailed } from './load-failed';

const { labels, placeholders } = bookingTexts;

interface ServiceFieldsProps {
  catalogue: Catalogue;
  bindings: Pick<SelectBindings, 'product' | 'service' | 'frequency'>;
  values: Partial<Pick<BookingRequest, 'product' | 'service' | 'frequency'>>;
  /** The chosen product and service as the catalogue has them (unset until chosen and loaded). */
  chosen: Pick<Choice, 'product' | 'service'>;
  /** How long the chosen visit takes: the service's length, grown by the home's size and extras. */
  minutes?: number;
  errors: FieldErrors<BookingRequest>;
}

/**
 * What to clean and how often: the service type (the catalogue's products, with a Retry when it could
 * not be loaded), then its services and their frequencies, each offered once the choice above is made,
 * and how long a visit of the chosen service takes.
 */
export function ServiceFields({
  catalogue,
  bindings,
  values,
  chosen: { product, service },
  minutes,
  errors,
}: ServiceFieldsProps) {
  const products = catalogue.data;
  return (
    <>
      <ChoiceSelect
        label={labels.product}
        error={errors.product?.message}
        binding={bindings.product}
        value={products ? values.product : ''}
        disabled={!products}
        placeholder={products ? placeholders.product : placeholders.productLoading}
        options={products?.map((item) => ({
          value: item._id,
          label: `${item.name} - starts from ${formatNaira(item.price)}`,
        }))}
      />
      {!products && !!catalogue.error && (
        <LoadFailed
          title={bookingTexts.catalogueErrorTitle}
          retrying={catalogue.isFetching}
          onRetry={() => void catalogue.refetch()}
        />
      )}
      {products?.length === 0 && <p className={styles.note}>{bookingTexts.catalogueEmpty}</p>}

      <div className={styles.pair}>
        <ChoiceSelect
          label={labels.service}
          error={errors.service?.message}
          binding={bindings.service}
          value={product ? values.service : ''}
          disabled={!product}
          placeholder={product ? placeholders.service : placeholders.serviceFirst}
          options={product?.services.map((item) => ({ value: item._id, label: item.name }))}
        />
        <ChoiceSelect
          label={labels.frequency}
          error={errors.frequency?.message}
          binding={bindings.frequency}
          value={service ? values.frequency : ''}
          disabled={!service}
          placeholder={service ? placeholders.frequency : placeholders.frequencyFirst}
          options={service?.frequency.map((item) => ({
            value: item._id,
            label: `${item.name} - ${formatNaira(item.amount)}`,
          }))}
        />
      </div>
      {service && (
        <p className={styles.note} aria-live="polite">
          {visitLengthSentence(minutes ?? service.durationMinutes)}
        </p>
      )}
    </>
  );
}
