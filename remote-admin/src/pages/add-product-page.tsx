import { PageHeader } from '@clean/shared/ui';

export default function AddProductPage() {
  return <PageHeader title="Add Product" />;
}
