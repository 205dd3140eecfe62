import { company, paths } from '@clean/shared';
import { useCallback, useState, type ReactNode } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAdminGetProfileQuery } from '../../../api/profile-api';
import { useEndSession } from '../../../hooks/use-end-session';
import { loginPathWithNext } from '../../../lib/next-path';
import { useInactivityLogout } from '../hooks/use-inactivity-logout';
import { useSessionExpiry } from '../hooks/use-session-expiry';
import { useSignedIn } from '../hooks/use-signed-in';
import { MenuDrawer } from './menu-drawer';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';
import styles from './admin-layout.module.css';

/** What the page puts in the top bar: the search and the notification bell (docs/PRODUCT.md#admin-console). */
interface TopBarTools {
  search?: ReactNode;
  notifications?: ReactNode;
}

/** The frame of every signed-in admin page (docs/PRODUCT.md#admin-console); without a stored token, login. */
export function AdminLayout(tools: TopBarTools) {
  const signedIn = useSignedIn();
  const location = useLocation();
  if (!signedIn) return <Navigate to={loginPathWithNext(location)} replace />;
  return <SignedInLayout {...tools} />;
}

function SignedInLayout({ search, notifications }: TopBarTools) {
  const [menuOpen, setMenuOpen] = useState(false);
  const endSession = useEndSession();
  const { data: admin } = useAdminGetProfileQuery();
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const logout = useCallback(() => endSession('logout'), [endSession]);

  useInactivityLogout(useCallback(() => endSession('inactive'), [endSession]));
  useSessionExpiry(useCallback(() => endSession('expired'), [endSession]));

  return (
    <div className={styles.console}>
      <a href="#admin-main" className={styles.skipLink}>
        Skip to content
      </a>
      <aside className={styles.sidebar}>
        <Link to={paths.admin.dashboard} className={styles.brand}>
          {company.shortName} <span className={styles.brandSuffix}>Admin</span>
        </Link>
        <SideMenu onLogout={logout} />
      </aside>
      <div className={styles.column}>
        <TopBar
          adminName={admin?.name ?? ''}
          onOpenMenu={() => setMenuOpen(true)}
          onLogout={logout}
          search={search}
          notifications={notifications}
        />
        <main id="admin-main" tabIndex={-1} className={styles.main}>
          <Outlet />
        </main>
      </div>
      <MenuDrawer open={menuOpen} onClose={closeMenu}>
        <SideMenu onLogout={logout} onNavigate={closeMenu} />
      </MenuDrawer>
    </div>
  );
}
