import { bookNowLink, mainNav, paths } from '@clean/shared';
import { useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { Logo } from '../logo/logo';
import styles from './header.module.css';

/** Fixed top bar (docs/PRODUCT.md#public-site, Navigation). The menu collapses behind a button on small screens. */
export function Header() {
  const { pathname } = useLocation();
  // The menu is open for one page only: whatever changes the page (a link, the back button) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const menuId = useId();
  const close = () => setOpenOn(null);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Logo onClick={close} />
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setOpenOn(menuOpen ? null : pathname)}
        >
          <span className={styles.toggleIcon} data-open={menuOpen} aria-hidden="true" />
        </button>
        <nav id={menuId} className={styles.nav} data-open={menuOpen} aria-label="Main">
          <ul className={styles.links}>
            {mainNav.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === paths.home}
                  className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
                  onClick={close}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <Link to={bookNowLink.to} className={styles.cta} onClick={close}>
            {bookNowLink.label}
          </Link>
        </nav>
      </div>
    </header>
  );
}
