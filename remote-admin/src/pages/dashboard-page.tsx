import { PageHeader } from '@clean/shared/ui';

export default function DashboardPage() {
  return <PageHeader title="Dashboard" />;
}
