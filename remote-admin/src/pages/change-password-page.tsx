import { TitledPage } from '@clean/shared';

export default function ChangePasswordPage() {
  return <TitledPage title="Change Password" />;
}
