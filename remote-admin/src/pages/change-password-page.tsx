import { PageHeader } from '@clean/shared/ui';
import { ChangePasswordForm } from '../features/account/components/change-password-form';
import { accountTexts } from '../features/account/lib/texts';

/** /admin/change-password: old, new and confirmed new password (docs/PRODUCT.md#admin-console). */
export default function ChangePasswordPage() {
  return (
    <>
      <PageHeader variant="plain" title={accountTexts.changePassword.title} intro={accountTexts.changePassword.intro} />
      <ChangePasswordForm />
    </>
  );
}
