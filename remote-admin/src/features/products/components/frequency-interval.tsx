import { MAX_PLAN_INTERVAL_DAYS, PLAN_INTERVAL_PRESETS } from '@clean/shared/plans';
import { intervalLabel } from '@clean/shared/format';
import { Field } from '@clean/shared/ui';
import { useFormContext, useWatch } from 'react-hook-form';
import { CUSTOM_INTERVAL, type ProductFormValues } from '../lib/product-form-values';
import { productTexts } from '../lib/texts';
import styles from './product-form.module.css';

interface FrequencyIntervalProps {
  serviceIndex: number;
  rowIndex: number;
}

/**
 * How often one frequency repeats (docs/PRODUCT.md, Recurring plans): a preset by name, or 'Custom…',
 * which shows a field for any number of days right after the select, so Tab reaches it next. Choosing
 * it does not move the focus: arrow keys on a closed select change its value on some systems, and the
 * keyboard must be able to pass over 'Custom…'.
 */
export function FrequencyInterval({ serviceIndex, rowIndex }: FrequencyIntervalProps) {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const path = `services.${serviceIndex}.frequency.${rowIndex}` as const;
  const choice = useWatch({ control, name: `${path}.intervalDays` });
  const error = errors.services?.[serviceIndex]?.frequency?.[rowIndex];
  const texts = productTexts.form;

  return (
    <div className={styles.interval}>
      <Field label={texts.frequencyInterval} error={error?.intervalDays?.message}>
        {(controlProps) => (
          <select {...controlProps} {...register(`${path}.intervalDays`)}>
            {PLAN_INTERVAL_PRESETS.map((days) => (
              <option key={days} value={String(days)}>
                {intervalLabel(days)}
              </option>
            ))}
            <option value={CUSTOM_INTERVAL}>{texts.customInterval}</option>
          </select>
        )}
      </Field>
      {choice === CUSTOM_INTERVAL && (
        <Field
          label={texts.customDays}
          hint={texts.customDaysHint(MAX_PLAN_INTERVAL_DAYS)}
          error={error?.customDays?.message}
        >
          {(controlProps) => (
            <input
              type="text"
              inputMode="numeric"
              autoComplete="off"
              {...controlProps}
              {...register(`${path}.customDays`)}
            />
          )}
        </Field>
      )}
    </div>
  );
}
