import { TitledPage } from '@clean/shared';

export default function AddProductPage() {
  return <TitledPage title="Add Product" />;
}
