import { useAdminProfile } from '../hooks/use-admin-profile';
import { AccountSection } from './account-section';
import { ProfileCard } from './profile-card';
import { ProfileSkeleton } from './profile-skeleton';
import { ProfileUnavailable } from './profile-unavailable';

/** /admin/profile: the profile card once loaded, its outline meanwhile, or the error with Retry. */
export function AdminProfile() {
  const { profile, error, retrying, retry } = useAdminProfile();
  return (
    <AccountSection>
      {profile ? (
        <ProfileCard profile={profile} />
      ) : error ? (
        <ProfileUnavailable error={error} retrying={retrying} onRetry={retry} />
      ) : (
        <ProfileSkeleton />
      )}
    </AccountSection>
  );
}
