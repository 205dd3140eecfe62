import { TitledPage } from '@clean/shared';

export default function DashboardPage() {
  return <TitledPage title="Dashboard" />;
}
