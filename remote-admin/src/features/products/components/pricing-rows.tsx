import { Field, FieldError, VisuallyHidden } from '@clean/shared/ui';
import { useRef } from 'react';
import { useFieldArray, useFormContext, type FieldPath } from 'react-hook-form';
import {
  emptyExtra,
  emptySizeParameter,
  type ExtraFormValues,
  type ProductFormValues,
  type SizeParameterFormValues,
} from '../lib/product-form-values';
import { productTexts } from '../lib/texts';
import styles from './product-form.module.css';

const texts = productTexts.form;

/** The two lists a service prices a home by, each row's fields in the order the form shows them. */
const LISTS = {
  parameters: {
    texts: texts.sizes,
    empty: emptySizeParameter,
    fields: [
      'name',
      'min',
      'max',
      'included',
      'unitAmount',
      'unitMinutes',
    ] as const satisfies readonly (keyof SizeParameterFormValues)[],
  },
  extras: {
    texts: texts.extras,
    empty: emptyExtra,
    fields: ['name', 'amount', 'minutes', 'maxQuantity'] as const satisfies readonly (keyof ExtraFormValues)[],
  },
} as const;

/** Amounts take decimals on a phone's keyboard, counts and minutes whole numbers. */
const inputModeOf = (field: string) =>
  field === 'name' ? undefined : field === 'amount' || field === 'unitAmount' ? 'decimal' : 'numeric';

interface PricingRowsProps {
  serviceIndex: number;
  list: keyof typeof LISTS;
}

/**
 * A service's home sizes or extras (docs/PRODUCT.md, "A price that fits the home"): rows added,
 * moved up and removed; the shared rules' messages show under each field.
 */
export function PricingRows({ serviceIndex, list }: PricingRowsProps) {
  const config = LISTS[list];
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: `services.${serviceIndex}.${list}` });
  const addRef = useRef<HTMLButtonElement>(null);
  const serviceNumber = serviceIndex + 1;
  const rowErrors = errors.services?.[serviceIndex]?.[list];
  const listError = rowErrors?.root?.message ?? rowErrors?.message;

  return (
    <fieldset className={styles.frequencies}>
      <legend className={styles.subLegend}>{config.texts.title}</legend>
      <p className={styles.hint}>{config.texts.hint}</p>
      {fields.length === 0 && <p className={styles.empty}>{config.texts.none}</p>}
      {fields.map((field, index) => {
        const error = rowErrors?.[index] as Partial<Record<string, { message?: string }>> | undefined;
        const which = config.texts.which(index + 1, serviceNumber);
        return (
          <div
            key={field.id}
            role="group"
            aria-label={config.texts.row(index + 1, serviceNumber)}
            className={styles.pricingRow}
          >
            {config.fields.map((name) => (
              <Field
                key={name}
                label={(config.texts.fields as Record<string, string>)[name]!}
                error={error?.[name]?.message}
                className={name === 'name' ? styles.pricingName : undefined}
              >
                {(controlProps) => (
                  <input
                    type="text"
                    autoComplete="off"
                    inputMode={inputModeOf(name)}
                    {...controlProps}
                    {...register(`services.${serviceIndex}.${list}.${index}.${name}` as FieldPath<ProductFormValues>)}
                  />
                )}
              </Field>
            ))}
            <div className={styles.rowActions}>
              {index > 0 && (
                <button type="button" className={styles.addButton} onClick={() => move(index, index - 1)}>
                  {texts.moveUp}
                  <VisuallyHidden>{which}</VisuallyHidden>
                </button>
              )}
              <button
                type="button"
                className={styles.removeButton}
                onClick={() => {
                  remove(index);
                  // The button is gone: keep the keyboard in this list.
                  addRef.current?.focus();
                }}
              >
                {texts.remove}
                <VisuallyHidden>{which}</VisuallyHidden>
              </button>
            </div>
          </div>
        );
      })}
      {listError && <FieldError>{listError}</FieldError>}
      <div>
        <button ref={addRef} type="button" className={styles.addButton} onClick={() => append(config.empty())}>
          <span aria-hidden="true">+</span>
          {config.texts.add}
          <VisuallyHidden>{texts.toService(serviceNumber)}</VisuallyHidden>
        </button>
      </div>
    </fieldset>
  );
}
