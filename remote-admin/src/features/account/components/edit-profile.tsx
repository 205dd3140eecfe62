import { useAdminProfile } from '../hooks/use-admin-profile';
import { AccountSection } from './account-section';
import { EditProfileForm } from './edit-profile-form';
import { FormSkeleton } from './form-skeleton';
import { ProfileUnavailable } from './profile-unavailable';

/** /admin/profile/edit: the form once the profile it starts from is loaded. */
export function EditProfile() {
  const { profile, error, retrying, retry } = useAdminProfile();
  return (
    <AccountSection>
      {profile ? (
        // Keyed by admin, so a different profile (another sign-in) starts a fresh form.
        <EditProfileForm key={profile._id} profile={profile} />
      ) : error ? (
        <ProfileUnavailable error={error} retrying={retrying} onRetry={retry} />
      ) : (
        <FormSkeleton />
      )}
    </AccountSection>
  );
}
