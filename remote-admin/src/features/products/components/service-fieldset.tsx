import { durationLabel, SERVICE_MINUTE_CHOICES } from '@clean/shared/format';
import { Field, VisuallyHidden } from '@clean/shared/ui';
import { useFormContext } from 'react-hook-form';
import type { ProductFormMode } from '../lib/product-form-schema';
import type { ProductFormValues } from '../lib/product-form-values';
import { productTexts } from '../lib/texts';
import { ChecklistRows } from './checklist-rows';
import { FrequencyRows } from './frequency-rows';
import { PricingRows } from './pricing-rows';
import styles from './product-form.module.css';

interface ServiceFieldsetProps {
  index: number;
  mode: ProductFormMode;
  onRemove: () => void;
}

/**
 * One service of the product: name, amount, job length, description, its frequency options, what its
 * price grows with (home size, extras), the checklist its crew ticks, and Remove.
 */
export function ServiceFieldset({ index, mode, onRemove }: ServiceFieldsetProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const texts = productTexts.form;
  const error = errors.services?.[index];
  const serviceNumber = index + 1;

  return (
    <fieldset className={styles.service}>
      <legend className={styles.legend}>{texts.service(serviceNumber)}</legend>
      <div className={styles.pair}>
        <Field label={texts.serviceName} error={error?.name?.message}>
          {(control) => <input type="text" autoComplete="off" {...control} {...register(`services.${index}.name`)} />}
        </Field>
        <Field label={texts.amount} error={error?.amount?.message}>
          {(control) => (
            <input
              type="text"
              inputMode="decimal"
              autoComplete="off"
              {...control}
              {...register(`services.${index}.amount`)}
            />
          )}
        </Field>
      </div>
      <Field
        label={texts.duration}
        hint={texts.durationHint}
        error={error?.durationMinutes?.message}
        className={styles.shortField}
      >
        {(control) => (
          <select {...control} {...register(`services.${index}.durationMinutes`)}>
            {SERVICE_MINUTE_CHOICES.map((minutes) => (
              <option key={minutes} value={String(minutes)}>
                {durationLabel(minutes)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={texts.description} error={error?.description?.message}>
        {(control) => <textarea rows={3} {...control} {...register(`services.${index}.description`)} />}
      </Field>
      <FrequencyRows serviceIndex={index} mode={mode} />
      <PricingRows serviceIndex={index} list="parameters" />
      <PricingRows serviceIndex={index} list="extras" />
      <ChecklistRows serviceIndex={index} />
      <div className={styles.serviceActions}>
        <button type="button" className={styles.removeButton} onClick={onRemove}>
          {texts.removeService}
          <VisuallyHidden> {serviceNumber}</VisuallyHidden>
        </button>
      </div>
    </fieldset>
  );
}
