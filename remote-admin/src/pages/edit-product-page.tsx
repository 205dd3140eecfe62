import { PageHeader } from '@clean/shared/ui';

export default function EditProductPage() {
  return <PageHeader title="Edit Product" />;
}
