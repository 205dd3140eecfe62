import { paths } from '@clean/shared';
import { NavLink } from 'react-router-dom';
import { MenuIcon, type MenuIconName } from './menu-icon';
import styles from './side-menu.module.css';

interface MenuLink {
  label: string;
  to: string;
  icon: MenuIconName;
}

/** The side menu of SPEC section 2 in its order, with issue 15's screens among them; Logout closes it. */
export const MENU_LINKS: readonly MenuLink[] = [
  { label: 'Dashboard', to: paths.admin.dashboard, icon: 'dashboard' },
  { label: 'Schedule', to: paths.admin.schedule, icon: 'schedule' },
  { label: 'Appointments', to: paths.admin.appointments, icon: 'appointments' },
  { label: 'Needs Attention', to: paths.admin.needsAttention, icon: 'attention' },
  { label: 'Customers', to: paths.admin.customers, icon: 'customers' },
  { label: 'Messages', to: paths.admin.messages, icon: 'messages' },
  { label: 'Availability', to: paths.admin.availability, icon: 'availability' },
  { label: 'Add Product', to: paths.admin.addProduct, icon: 'add' },
  { label: 'Products', to: paths.admin.products, icon: 'products' },
  { label: 'Profile', to: paths.admin.profile, icon: 'profile' },
];

const SECTIONS_WITH_ITEM_PAGES: ReadonlySet<string> = new Set([
  paths.admin.products,
  paths.admin.appointments,
  paths.admin.customers,
  paths.admin.messages,
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
