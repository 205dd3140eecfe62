import type { Admin } from '@clean/shared/schemas';
import type { ReactNode } from 'react';
import { useAdminProfile } from '../hooks/use-admin-profile';
import { AccountSection } from './account-section';
import { ProfileCard } from './profile-card';
import { ProfileSkeleton } from './profile-skeleton';
import { ProfileUnavailable } from './profile-unavailable';

/**
 * /admin/profile: the profile card once loaded, its outline meanwhile, or the error with Retry; once
 * loaded, what the page puts below it for this admin (`below`).
 */
export function AdminProfile({ below }: { below?: (profile: Admin) => ReactNode }) {
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
      {profile && below?.(profile)}
    </AccountSection>
  );
}
