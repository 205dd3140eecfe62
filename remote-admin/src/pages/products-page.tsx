import { PageHeader } from '@clean/shared/ui';

export default function ProductsPage() {
  return <PageHeader title="Products" />;
}
