import { PageHeader } from '@clean/shared/ui';

export default function EditProfilePage() {
  return <PageHeader title="Edit Profile" />;
}
