import { ProfileMenu } from './profile-menu';
import styles from './top-bar.module.css';

interface TopBarProps {
  adminName: string;
  onOpenMenu: () => void;
  onLogout: () => void;
}

/** The admin top bar of SPEC section 2: search box, notification badge and profile dropdown. */
export function TopBar({ adminName, onOpenMenu, onLogout }: TopBarProps) {
  return (
    <header className={styles.bar}>
      <button type="button" className={styles.menuButton} onClick={onOpenMenu} aria-label="Open menu">
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M4 7h16M4 12h16M4 17h16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {/* SPEC section 2 shows the box without its behaviour; issue 15 makes it search. */}
      <form role="search" className={styles.search} onSubmit={(event) => event.preventDefault()}>
        <input type="search" className={styles.searchInput} placeholder="Search" aria-label="Search" />
      </form>
      {/* SPEC section 2: a static badge; issue 15 counts new bookings, payments to check and messages. */}
      <span className={styles.badge} role="img" aria-label="Notifications">
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
      </span>
      <ProfileMenu name={adminName} onLogout={onLogout} />
    </header>
  );
}
