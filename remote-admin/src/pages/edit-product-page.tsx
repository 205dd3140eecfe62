import { TitledPage } from '@clean/shared';

export default function EditProductPage() {
  return <TitledPage title="Edit Product" />;
}
