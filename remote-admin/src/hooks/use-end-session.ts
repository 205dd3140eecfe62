import { clearAdminSession, notify, paths, readAdminToken } from '@clean/shared';
import { baseApi } from '@clean/shared/api';
import { useAppDispatch } from '@clean/shared/store';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAdminLogoutMutation } from '../api/session-api';
import { loginPathWithNext } from '../lib/next-path';

/**
 * `logout`: chosen; `password-changed`: the server already revoked every session; `inactive` and
 * `expired`: not chosen, so the admin comes back to the same page after the next login.
 */
export type EndReason = 'logout' | 'password-changed' | 'inactive' | 'expired';

const MESSAGES: Record<'inactive' | 'expired', string> = {
  inactive: 'You were logged out after 10 minutes without activity. Please log in again.',
  expired: 'Your session has ended. Please log in again.',
};

/** What one admin saw must not show for the next one to sign in on this browser. */
const ADMIN_DATA_TAGS = ['Profile', 'Appointments', 'Dashboard'] as const;

/**
 * Ends the admin session (docs/PRODUCT.md#admin-console): clears both storage keys and the cached admin data, and
 * goes to login. A chosen logout lands on the plain login page; a timed-out or rejected session
 * comes back to the page it was on after the next login.
 */
export function useEndSession(): (reason: EndReason) => void {
  const [logout] = useAdminLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();

  return useCallback(
    (reason: EndReason) => {
      const token = readAdminToken();
      // Revoking can fail (offline, already revoked): the token leaves this browser either way.
      if (token && (reason === 'logout' || reason === 'inactive')) void logout(token);
      clearAdminSession();
      dispatch(baseApi.util.invalidateTags([...ADMIN_DATA_TAGS]));
      if (reason === 'logout' || reason === 'password-changed') {
        navigate(paths.admin.login, { replace: true });
        return;
      }
      notify.info(MESSAGES[reason]);
      navigate(loginPathWithNext(location), { replace: true });
    },
    [dispatch, location, logout, navigate],
  );
}
