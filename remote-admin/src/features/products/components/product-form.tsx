import { paths } from '@clean/shared';
import type { Product } from '@clean/shared/schemas';
import { buttonClassName, ButtonLink, Field, FieldError, StatusPanel } from '@clean/shared/ui';
import { useId, useRef } from 'react';
import { FormProvider, useFieldArray } from 'react-hook-form';
import { useProductForm } from '../hooks/use-product-form';
import type { ProductFormMode } from '../lib/product-form-schema';
import { emptyService } from '../lib/product-form-values';
import { productTexts } from '../lib/texts';
import styles from './product-form.module.css';
import { ServiceFieldset } from './service-fieldset';

interface ProductFormProps {
  /** Which rules of docs/PRODUCT.md#admin-console apply: frequency fields optional ('create') or required ('edit'). */
  mode: ProductFormMode;
  /** The product being replaced; without an id the form adds a new product (docs/PRODUCT.md#api-calls). */
  productId?: string;
  /** The stored product the form starts from. */
  product?: Product;
}

/** The one product form of the add and edit screens: name, price and any number of services. */
export function ProductForm({ mode, productId, product }: ProductFormProps) {
  const { form, onSubmit, failure, submitting } = useProductForm({ mode, productId, product });
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'services' });
  const addServiceRef = useRef<HTMLButtonElement>(null);
  const detailsId = useId();
  const servicesId = useId();
  const texts = productTexts.form;
  const servicesError = errors.services?.root?.message ?? errors.services?.message;

  return (
    <FormProvider {...form}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <section className={styles.section} aria-labelledby={detailsId}>
          <h2 id={detailsId} className={styles.sectionTitle}>
            {texts.detailsTitle}
          </h2>
          <div className={styles.pair}>
            <Field label={texts.productName} error={errors.name?.message}>
              {(controlProps) => <input type="text" autoComplete="off" {...controlProps} {...register('name')} />}
            </Field>
            <Field label={texts.price} error={errors.price?.message}>
              {(controlProps) => (
                <input type="text" inputMode="decimal" autoComplete="off" {...controlProps} {...register('price')} />
              )}
            </Field>
          </div>
        </section>

        <section className={styles.section} aria-labelledby={servicesId}>
          <h2 id={servicesId} className={styles.sectionTitle}>
            {texts.servicesTitle}
          </h2>
          {fields.length === 0 && <p className={styles.empty}>{texts.noServices}</p>}
          {fields.map((field, index) => (
            <ServiceFieldset
              key={field.id}
              index={index}
              mode={mode}
              onRemove={() => {
                remove(index);
                // The button is gone: keep the keyboard where services are added.
                addServiceRef.current?.focus();
              }}
            />
          ))}
          {servicesError && <FieldError>{servicesError}</FieldError>}
          <div>
            <button
              ref={addServiceRef}
              type="button"
              className={buttonClassName({ variant: 'outline' })}
              // The new service's first field takes focus (react-hook-form's default for append).
              onClick={() => append(emptyService())}
            >
              <span aria-hidden="true">+</span>
              {texts.addService}
            </button>
          </div>
        </section>

        {failure && (
          <StatusPanel tone="error" title={failure.title}>
            <p>{failure.message}</p>
          </StatusPanel>
        )}
        <div className={styles.actions}>
          <button type="submit" className={buttonClassName({ size: 'large' })} disabled={submitting}>
            {submitting ? texts.submitting[mode] : texts.submit[mode]}
          </button>
          <ButtonLink to={paths.admin.products} variant="outline" size="large">
            {texts.cancel}
          </ButtonLink>
        </div>
      </form>
    </FormProvider>
  );
}
