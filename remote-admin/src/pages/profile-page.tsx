import { PageHeader } from '@clean/shared/ui';

export default function ProfilePage() {
  return <PageHeader title="Profile" />;
}
