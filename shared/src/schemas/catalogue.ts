import { z } from 'zod';
import { id, messageResponse, nairaAmount, nairaAmountInput, requiredText } from './common';

export const frequency = z.object({ _id: id, name: z.string(), amount: nairaAmount });
export type Frequency = z.infer<typeof frequency>;

export const service = z.object({
  _id: id,
  name: z.string(),
  description: z.string(),
  amount: nairaAmount,
  frequency: z.array(frequency),
});
export type Service = z.infer<typeof service>;

export const product = z.object({ _id: id, name: z.string(), price: nairaAmount, services: z.array(service) });
export type Product = z.infer<typeof product>;

/** GET /api/admin/products */
export const productsResponse = z.object({ success: z.literal(true), products: z.array(product) });
export type ProductsResponse = z.infer<typeof productsResponse>;

/** GET /api/admin/product/{id} */
export const productResponse = z.object({ success: z.literal(true), product });
export type ProductResponse = z.infer<typeof productResponse>;

const frequencyInput = z.object({
  _id: id.optional(),
  name: requiredText('Frequency name is required', 100),
  amount: nairaAmountInput,
});

const serviceInput = z.object({
  _id: id.optional(),
  name: requiredText('Service name is required', 120),
  description: requiredText('Description is required', 2000),
  amount: nairaAmountInput,
  frequency: z.array(frequencyInput).max(20, 'At most 20 frequencies per service').default([]),
});

/** POST /api/admin/add-product: frequency fields optional on the create screen (docs/PRODUCT.md#admin-console). */
export const addProductRequest = z.object({
  name: requiredText('Product name is required', 120),
  price: nairaAmountInput,
  services: z.array(serviceInput).max(50, 'At most 50 services per product').default([]),
});
export type AddProductRequest = z.input<typeof addProductRequest>;
export type AddProductPayload = z.output<typeof addProductRequest>;

/** PATCH /api/admin/update-product/{productId}: the whole product. */
export const updateProductRequest = addProductRequest.extend({ _id: id.optional() });
export type UpdateProductRequest = z.input<typeof updateProductRequest>;
export type UpdateProductPayload = z.output<typeof updateProductRequest>;

export const productParams = z.object({ productId: id });

export const productMutationResponse = messageResponse.extend({ product: product.optional() });
export type ProductMutationResponse = z.infer<typeof productMutationResponse>;
