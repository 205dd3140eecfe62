import type { Product } from '@clean/shared/schemas';
import { useState } from 'react';
import { useAction } from '../../../hooks/use-action';
import { useAdminDeleteProductMutation } from '../api/delete-product';

/**
 * Delete with a confirmation first (docs/PRODUCT.md#admin-console): `ask` opens the question for one product,
 * `confirm` deletes it and says how it went with the server's message. The list reloads through the
 * 'Products' tag.
 */
export function useDeleteProduct() {
  const [target, setTarget] = useState<Product | null>(null);
  const [deleteProduct] = useAdminDeleteProductMutation();
  const deletion = useAction();

  const confirm = async () => {
    if (!target) return;
    await deletion.run(() => deleteProduct(target._id).unwrap());
    setTarget(null);
  };

  return {
    /** The product the dialog asks about, if it is open. */
    target,
    busy: deletion.busy,
    ask: (product: Product) => setTarget(product),
    cancel: () => setTarget(null),
    confirm: () => void confirm(),
  };
}
