import { errorMessage, notify } from '@clean/shared';
import type { Product } from '@clean/shared/schemas';
import { useState } from 'react';
import { useAdminDeleteProductMutation } from '../api/delete-product';

/**
 * Delete with a confirmation first (docs/PRODUCT.md#admin-console): `ask` opens the question for one product,
 * `confirm` deletes it and says how it went with the server's message. The list reloads through the
 * 'Products' tag.
 */
export function useDeleteProduct() {
  const [target, setTarget] = useState<Product | null>(null);
  const [deleteProduct, { isLoading }] = useAdminDeleteProductMutation();

  const confirm = async () => {
    if (!target) return;
    try {
      const response = await deleteProduct(target._id).unwrap();
      notify.success(response.message);
    } catch (error) {
      notify.error(errorMessage(error));
    }
    setTarget(null);
  };

  return {
    /** The product the dialog asks about, if it is open. */
    target,
    busy: isLoading,
    ask: (product: Product) => setTarget(product),
    cancel: () => setTarget(null),
    confirm: () => void confirm(),
  };
}
