import { PageHeader } from '@clean/shared/ui';
import { EditProfile } from '../features/account/components/edit-profile';
import { accountTexts } from '../features/account/lib/texts';

/** /admin/profile/edit: name, phone and address (docs/PRODUCT.md#admin-console). */
export default function EditProfilePage() {
  return (
    <>
      <PageHeader variant="plain" title={accountTexts.editProfile.title} intro={accountTexts.editProfile.intro} />
      <EditProfile />
    </>
  );
}
