import { AuditHistory } from '../../../components/audit-history/audit-history';

const texts = {
  title: 'History',
  loading: 'Loading the history',
  errorTitle: 'We could not load the history',
  empty: 'No changes recorded yet.',
} as const;

/** The product's audit trail (docs/PRODUCT.md#admin-console), newest first: what changed, which admin, when (Lagos time). */
export function ProductHistory({ productId }: { productId: string }) {
  return <AuditHistory query={{ subject: 'product', subjectId: productId }} texts={texts} />;
}
