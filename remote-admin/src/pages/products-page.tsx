import { paths } from '@clean/shared';
import { ButtonLink, PageHeader } from '@clean/shared/ui';
import { PageBody } from '../components/page-body/page-body';
import { ProductsList } from '../features/products/components/products-list';
import { productTexts } from '../features/products/lib/texts';

/** /admin/products: every product with Edit, Delete and its service cards (docs/PRODUCT.md#admin-console). */
export default function ProductsPage() {
  return (
    <>
      <PageHeader variant="plain" title={productTexts.titles.list}>
        <p>
          <ButtonLink to={paths.admin.addProduct}>{productTexts.list.addProduct}</ButtonLink>
        </p>
      </PageHeader>
      <PageBody>
        <ProductsList />
      </PageBody>
    </>
  );
}
