import { CHECKLIST_LIMIT } from '@clean/shared/schemas';
import { Field, FieldError, VisuallyHidden } from '@clean/shared/ui';
import { useRef } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { emptyChecklistItem, type ProductFormValues } from '../lib/product-form-values';
import { productTexts } from '../lib/texts';
import styles from './product-form.module.css';

const texts = productTexts.form;

/**
 * A service's checklist, ticked by the crew on 'Done' (docs/PRODUCT.md, "The crew's day"): items
 * added up to CHECKLIST_LIMIT and removed; the shared rules' messages show under each item.
 */
export function ChecklistRows({ serviceIndex }: { serviceIndex: number }) {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: `services.${serviceIndex}.checklist` });
  const addRef = useRef<HTMLButtonElement>(null);
  const serviceNumber = serviceIndex + 1;
  const rowErrors = errors.services?.[serviceIndex]?.checklist;
  const listError = rowErrors?.root?.message ?? rowErrors?.message;
  const full = fields.length >= CHECKLIST_LIMIT;

  return (
    <fieldset className={styles.frequencies}>
      <legend className={styles.subLegend}>{texts.checklist.title}</legend>
      <p className={styles.hint}>{texts.checklist.hint}</p>
      {fields.length === 0 && <p className={styles.empty}>{texts.checklist.none}</p>}
      {fields.map((field, index) => {
        const which = texts.checklist.which(index + 1, serviceNumber);
        return (
          <div
            key={field.id}
            role="group"
            aria-label={texts.checklist.row(index + 1, serviceNumber)}
            className={styles.checklistRow}
          >
            <Field label={texts.checklist.item} error={rowErrors?.[index]?.text?.message}>
              {(controlProps) => (
                <input
                  type="text"
                  autoComplete="off"
                  maxLength={120}
                  {...controlProps}
                  {...register(`services.${serviceIndex}.checklist.${index}.text`)}
                />
              )}
            </Field>
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
        );
      })}
      {listError && <FieldError>{listError}</FieldError>}
      {full ? (
        <p className={styles.hint}>{texts.checklist.full(CHECKLIST_LIMIT)}</p>
      ) : (
        <div>
          <button ref={addRef} type="button" className={styles.addButton} onClick={() => append(emptyChecklistItem())}>
            <span aria-hidden="true">+</span>
            {texts.checklist.add}
            <VisuallyHidden>{texts.toService(serviceNumber)}</VisuallyHidden>
          </button>
        </div>
      )}
    </fieldset>
  );
}
