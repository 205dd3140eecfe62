import { PageHeader } from '@clean/shared/ui';
import { ChangePasswordForm } from '../features/account/components/change-password-form';
import { accountTexts } from '../features/account/lib/texts';

/** /admin/change-password: old, new and confirmed new password (SPEC sections 2 and 5, issue 12). */
export default function ChangePasswordPage() {
  return (
    <>
      <PageHeader variant="plain" title={accountTexts.changePassword.title} intro={accountTexts.changePassword.intro} />
      <ChangePasswordForm />
    </>
  );
}
