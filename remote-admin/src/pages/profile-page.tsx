import { PageHeader } from '@clean/shared/ui';
import { AdminProfile } from '../features/account/components/admin-profile';
import { AlertSettings } from '../features/account/components/alert-settings';
import { AdminAccounts } from '../features/admin-accounts/components/admin-accounts';
import { accountTexts } from '../features/account/lib/texts';

/**
 * /admin/profile: the signed-in admin's profile (docs/PRODUCT.md#admin-console, #data), their e-mail
 * alerts, then the admin
 * accounts: administrators (disable, enable), invitations and the accounts' activity.
 */
export default function ProfilePage() {
  return (
    <>
      <PageHeader variant="plain" title={accountTexts.profile.title} />
      <AdminProfile
        below={(profile) => (
          <>
            <AlertSettings alerts={profile.alerts} />
            <AdminAccounts selfId={profile._id} />
          </>
        )}
      />
    </>
  );
}
