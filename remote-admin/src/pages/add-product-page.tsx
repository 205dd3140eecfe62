import { PageHeader } from '@clean/shared/ui';
import { PageBody } from '../components/page-body/page-body';
import { ProductForm } from '../features/products/components/product-form';
import { productTexts } from '../features/products/lib/texts';

/** /admin/add-product: the product form with the create rules (docs/PRODUCT.md#admin-console). */
export default function AddProductPage() {
  return (
    <>
      <PageHeader variant="plain" title={productTexts.titles.add} />
      <PageBody>
        <ProductForm mode="create" />
      </PageBody>
    </>
  );
}
