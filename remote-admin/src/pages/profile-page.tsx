import { PageHeader } from '@clean/shared/ui';
import { AdminProfile } from '../features/account/components/admin-profile';
import { accountTexts } from '../features/account/lib/texts';

/** /admin/profile: the signed-in admin's profile (docs/PRODUCT.md#admin-console, #data). */
export default function ProfilePage() {
  return (
    <>
      <PageHeader variant="plain" title={accountTexts.profile.title} />
      <AdminProfile />
    </>
  );
}
