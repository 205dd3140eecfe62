import { TitledPage } from '@clean/shared';

export default function EditProfilePage() {
  return <TitledPage title="Edit Profile" />;
}
