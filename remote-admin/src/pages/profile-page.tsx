import { TitledPage } from '@clean/shared';

export default function ProfilePage() {
  return <TitledPage title="Profile" />;
}
