import { paths } from '@clean/shared';
import { NavLink } from 'react-router-dom';
import { type AdminPage, pagePath, pageTitle } from '../../../lib/route-titles';
import { MenuIcon, type MenuIconName } from './menu-icon';
import styles from './side-menu.module.css';

interface MenuLink {
  label: string;
  to: string;
  icon: MenuIconName;
}

/** The side menu's pages in its order, each with its icon; titles and addresses come from the route table. */
const MENU_PAGES: ReadonlyArray<{ page: AdminPage; icon: MenuIconName }> = [
  { page: 'dashboard', icon: 'dashboard' },
  { page: 'schedule', icon: 'schedule' },
  { page: 'appointments', icon: 'appointments' },
  { page: 'plans', icon: 'plans' },
  { page: 'needs-attention', icon: 'attention' },
  { page: 'customers', icon: 'customers' },
  { page: 'messages', icon: 'messages' },
  { page: 'outbox', icon: 'outbox' },
  { page: 'data-requests', icon: 'privacy' },
  { page: 'availability', icon: 'availability' },
  { page: 'message-channels', icon: 'channels' },
  { page: 'crews', icon: 'crews' },
  { page: 'areas', icon: 'areas' },
  { page: 'add-product', icon: 'add' },
  { page: 'products', icon: 'products' },
  { page: 'profile', icon: 'profile' },
];

/** The side menu (docs/PRODUCT.md#admin-console) in its order; Logout closes it. */
const MENU_LINKS: readonly MenuLink[] = MENU_PAGES.map(({ page, icon }) => ({
  label: pageTitle(page),
  to: pagePath(page),
  icon,
}));

const SECTIONS_WITH_ITEM_PAGES: ReadonlySet<string> = new Set([
  paths.admin.products,
  paths.admin.appointments,
  paths.admin.customers,
  paths.admin.messages,
  paths.admin.plans,
  paths.admin.crews,
]);

interface SideMenuProps {
  onLogout: () => void;
  /** Called after a link is chosen: the phone drawer closes. */
  onNavigate?: () => void;
}

export function SideMenu({ onLogout, onNavigate }: SideMenuProps) {
  return (
    <nav aria-label="Admin menu">
      <ul className={styles.list}>
        {MENU_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              // A list stays lit on the pages of its items, which live under it.
              end={!SECTIONS_WITH_ITEM_PAGES.has(link.to)}
              className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
              onClick={onNavigate}
            >
              <MenuIcon name={link.icon} />
              {link.label}
            </NavLink>
          </li>
        ))}
        <li>
          <button type="button" className={styles.link} onClick={onLogout}>
            <MenuIcon name="logout" />
            Logout
          </button>
        </li>
      </ul>
    </nav>
  );
}
