import { TitledPage } from '@clean/shared';

export default function ProductsPage() {
  return <TitledPage title="Products" />;
}
