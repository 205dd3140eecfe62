import { zodResolver } from '@hookform/resolvers/zod';
import { paths } from '@clean/shared';
import type { Product } from '@clean/shared/schemas';
import { useForm, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useFormSubmit } from '../../../hooks/use-form-submit';
import { useAdminAddProductMutation } from '../api/add-product';
import { useAdminUpdateProductMutation } from '../api/update-product';
import { productFormSchemas, type ProductFormMode, type ProductPayload } from '../lib/product-form-schema';
import { newProductValues, toFormValues, type ProductFormValues } from '../lib/product-form-values';
import { productTexts } from '../lib/texts';

type ProductResolver = Resolver<ProductFormValues, unknown, ProductPayload>;

const resolvers: Record<ProductFormMode, ProductResolver> = {
  create: zodResolver(productFormSchemas.create),
  edit: zodResolver(productFormSchemas.edit),
};

/** Why the last save failed: the panel's title (docs/PRODUCT.md#admin-console) and what the server said. */
export interface ProductSaveFailure {
  title: string;
  message: string;
}

interface ProductFormOptions {
  /** Which rules apply (docs/PRODUCT.md#admin-console). */
  mode: ProductFormMode;
  /** With an id the form replaces that product; without one it adds a new product (docs/PRODUCT.md#api-calls). */
  productId?: string;
  /** The stored product the form starts from. */
  product?: Product;
}

/**
 * The product form of the add and edit screens: react-hook-form with the rules of its mode, amounts
 * typed as text and sent as numbers, and one submit that adds or replaces depending on the id. Success:
 * the server's message as a toast and back to the list. Failure: the toast and panel of docs/PRODUCT.md#admin-console.
 */
export function useProductForm({ mode, productId, product }: ProductFormOptions) {
  const navigate = useNavigate();
  const [addProduct] = useAdminAddProductMutation();
  const [updateProduct] = useAdminUpdateProductMutation();
  const form = useForm<ProductFormValues, unknown, ProductPayload>({
    resolver: resolvers[mode],
    defaultValues: product ? toFormValues(product) : newProductValues(),
  });

  const { onSubmit, submitting, failure } = useFormSubmit(
    form,
    (payload) =>
      productId
        ? updateProduct({ productId, body: { ...payload, _id: productId } }).unwrap()
        : addProduct(payload).unwrap(),
    {
      onSuccess: () => navigate(paths.admin.products),
      // Adding toasts the server's message; saving toasts the product rules' own words (docs/PRODUCT.md#admin-console).
      failureToast: productId ? productTexts.failures.saveToast : undefined,
    },
  );

  const failurePanel: ProductSaveFailure | null =
    failure === null
      ? null
      : { title: productId ? productTexts.failures.savePanel : productTexts.failures.addPanel, message: failure };
  return { form, onSubmit, failure: failurePanel, submitting };
}
