import { PageHeader } from '@clean/shared/ui';

export default function ChangePasswordPage() {
  return <PageHeader title="Change Password" />;
}
