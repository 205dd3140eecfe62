import { paths } from '@clean/shared';
import { useGetProductsQuery } from '@clean/shared/api';
import { ButtonLink, ConfirmDialog, StatusPanel } from '@clean/shared/ui';
import { LoadErrorPanel } from '../../../components/load-error-panel/load-error-panel';
import { useDeleteProduct } from '../hooks/use-delete-product';
import { productTexts } from '../lib/texts';
import { ProductSummary } from './product-summary';
import { ProductsSkeleton } from './products-skeleton';
import styles from './products-list.module.css';

/** The admin product list: loading outline, products with Edit and Delete, an empty state, or Retry. */
export function ProductsList() {
  const { data: products, error, isFetching, refetch } = useGetProductsQuery();
  const deletion = useDeleteProduct();
  const texts = productTexts.list;

  // `error` stays set while a retry is on its way, so the panel stays and its button says so.
  if (!products && error) {
    return (
      <LoadErrorPanel title={texts.errorTitle} error={error} retrying={isFetching} onRetry={() => void refetch()}>
        <p>{texts.errorText}</p>
      </LoadErrorPanel>
    );
  }
  if (!products) return <ProductsSkeleton />;
  if (products.length === 0) {
    return (
      <StatusPanel
        title={texts.emptyTitle}
        actions={<ButtonLink to={paths.admin.addProduct}>{texts.addProduct}</ButtonLink>}
      >
        <p>{texts.emptyText}</p>
      </StatusPanel>
    );
  }
  const dialog = productTexts.deleteDialog;
  return (
    <>
      <div className={styles.list}>
        {products.map((product) => (
          <ProductSummary key={product._id} product={product} onDelete={deletion.ask} />
        ))}
      </div>
      <ConfirmDialog
        open={deletion.target !== null}
        title={dialog.title}
        confirmLabel={dialog.confirm}
        busyLabel={dialog.busy}
        cancelLabel={dialog.cancel}
        busy={deletion.busy}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      >
        <p>{deletion.target ? dialog.text(deletion.target.name) : null}</p>
      </ConfirmDialog>
    </>
  );
}
