import { paths } from '@clean/shared';
import { useGetProductQuery } from '@clean/shared/api';
import { Bone, ButtonLink, Skeleton } from '@clean/shared/ui';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { LoadErrorPanel } from '../../../components/load-error-panel/load-error-panel';
import { useFailureToast } from '../hooks/use-failure-toast';
import { productTexts } from '../lib/texts';
import { ProductForm } from './product-form';
import { ProductHistory } from './product-history';

/**
 * The edit screen's content: loads the product, then the form with the edit rules and the product's
 * history. Without an id there is nothing to load and the form adds a new product instead (docs/PRODUCT.md#api-calls).
 */
export function EditProduct({ productId }: { productId?: string }) {
  const { data: product, error, isFetching, refetch } = useGetProductQuery(productId ?? skipToken);
  useFailureToast(error, productTexts.failures.fetchToast);

  if (!productId) return <ProductForm mode="edit" />;
  // `error` stays set while a retry is on its way, so the panel stays and its button says so.
  if (!product && error) {
    return (
      <LoadErrorPanel
        title={productTexts.failures.fetchToast}
        error={error}
        retrying={isFetching}
        onRetry={() => void refetch()}
        actions={
          <ButtonLink to={paths.admin.products} variant="outline">
            {productTexts.edit.backToList}
          </ButtonLink>
        }
      />
    );
  }
  if (!product) {
    return (
      <Skeleton label={productTexts.edit.loading}>
        <Bone width="min(100%, 420px)" height={48} />
        <Bone width="min(100%, 420px)" height={48} />
        <Bone shape="card" height={260} />
      </Skeleton>
    );
  }
  // Keyed by product: another product's form starts from its own values, not this one's.
  return (
    <>
      <ProductForm key={product._id} mode="edit" productId={productId} product={product} />
      <ProductHistory productId={productId} />
    </>
  );
}
