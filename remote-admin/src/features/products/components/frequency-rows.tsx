import { Field, FieldError, VisuallyHidden } from '@clean/shared/ui';
import { useRef } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import type { ProductFormMode } from '../lib/product-form-schema';
import { emptyFrequency, type ProductFormValues } from '../lib/product-form-values';
import { productTexts } from '../lib/texts';
import { FrequencyInterval } from './frequency-interval';
import styles from './product-form.module.css';

interface FrequencyRowsProps {
  serviceIndex: number;
  mode: ProductFormMode;
}

/** The frequency options of one service: any number of rows (name, amount), each removable. */
export function FrequencyRows({ serviceIndex, mode }: FrequencyRowsProps) {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: `services.${serviceIndex}.frequency` });
  const addRef = useRef<HTMLButtonElement>(null);
  const texts = productTexts.form;
  const serviceNumber = serviceIndex + 1;
  const rowErrors = errors.services?.[serviceIndex]?.frequency;
  const listError = rowErrors?.root?.message ?? rowErrors?.message;

  return (
    <fieldset className={styles.frequencies}>
      <legend className={styles.subLegend}>{texts.frequencies}</legend>
      {mode === 'create' && <p className={styles.hint}>{texts.frequenciesHintCreate}</p>}
      {fields.length === 0 && <p className={styles.empty}>{texts.noFrequencies}</p>}
      {fields.map((field, index) => {
        const error = rowErrors?.[index];
        return (
          <div
            key={field.id}
            role="group"
            aria-label={texts.frequency(index + 1, serviceNumber)}
            className={styles.frequencyRow}
          >
            <Field label={texts.frequencyName} error={error?.name?.message}>
              {(controlProps) => (
                <input
                  type="text"
                  autoComplete="off"
                  {...controlProps}
                  {...register(`services.${serviceIndex}.frequency.${index}.name`)}
                />
              )}
            </Field>
            <Field label={texts.frequencyAmount} error={error?.amount?.message}>
              {(controlProps) => (
                <input
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  {...controlProps}
                  {...register(`services.${serviceIndex}.frequency.${index}.amount`)}
                />
              )}
            </Field>
            <FrequencyInterval serviceIndex={serviceIndex} rowIndex={index} />
            <button
              type="button"
              className={styles.removeButton}
              onClick={() => {
                remove(index);
                // The button is gone: keep the keyboard in this service's options.
                addRef.current?.focus();
              }}
            >
              {texts.remove}
              <VisuallyHidden>{texts.whichFrequency(index + 1, serviceNumber)}</VisuallyHidden>
            </button>
          </div>
        );
      })}
      {listError && <FieldError>{listError}</FieldError>}
      <div>
        <button ref={addRef} type="button" className={styles.addButton} onClick={() => append(emptyFrequency())}>
          <span aria-hidden="true">+</span>
          {texts.addFrequency}
          <VisuallyHidden>{texts.toService(serviceNumber)}</VisuallyHidden>
        </button>
      </div>
    </fieldset>
  );
}
