import { paths } from '@clean/shared';
import { NavLink } from 'react-router-dom';
import { MenuIcon, type MenuIconName } from './menu-icon';
import styles from './side-menu.module.css';

interface MenuLink {
  label: string;
  to: string;
  icon: MenuIconName;
}

/** The side menu of SPEC section 2, in its order; Logout closes it. */
export const MENU_LINKS: readonly MenuLink[] = [
  { label: 'Dashboard', to: paths.admin.dashboard, icon: 'dashboard' },
  { label: 'Appointments', to: paths.admin.appointments, icon: 'appointments' },
  { label: 'Add Product', to: paths.admin.addProduct, icon: 'add' },
  { label: 'Products', to: paths.admin.products, icon: 'products' },
  { label: 'Profile', to: paths.admin.profile, icon: 'profile' },
];

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
              // "Products" stays lit on a product's edit page, which lives under it.
              end={link.to !== paths.admin.products}
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
