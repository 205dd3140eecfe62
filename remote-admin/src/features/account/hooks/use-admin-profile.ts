import { useAdminGetProfileQuery } from '../../../api/profile-api';

/**
 * The signed-in admin's profile for the account screens: `profile` once loaded; `error` only while
 * there is nothing to show (it stays set during a retry, so the error panel stays and says it is
 * retrying); `retry` asks again.
 */
export function useAdminProfile() {
  const { data, error, isFetching, refetch } = useAdminGetProfileQuery();
  return {
    profile: data,
    error: data ? undefined : error,
    retrying: isFetching,
    retry: () => void refetch(),
  };
}
