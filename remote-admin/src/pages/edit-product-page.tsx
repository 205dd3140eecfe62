import { PageHeader } from '@clean/shared/ui';
import { useParams } from 'react-router-dom';
import { EditProduct } from '../features/products/components/edit-product';
import { PageBody } from '../components/page-body/page-body';
import { productTexts } from '../features/products/lib/texts';

/** /admin/products/edit/{productId}: the product form with the edit rules (docs/PRODUCT.md#admin-console). */
export default function EditProductPage() {
  const { productId } = useParams<'productId'>();
  return (
    <>
      <PageHeader variant="plain" title={productTexts.titles.edit} />
      <PageBody>
        <EditProduct productId={productId} />
      </PageBody>
    </>
  );
}
