import { paths } from '@clean/shared';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { usePopover } from '../../../hooks/use-popover';
import styles from './profile-menu.module.css';

interface ProfileMenuProps {
  /** The signed-in admin's name; empty while the profile loads. */
  name: string;
  onLogout: () => void;
}

/**
 * The top bar's profile dropdown (Profile, Change Password, Logout: docs/PRODUCT.md#admin-console).
 * A disclosure button and a list of links: Escape or a click elsewhere closes it, and focus goes back
 * to the button (usePopover).
 */
export function ProfileMenu({ name, onLogout }: ProfileMenuProps) {
  const { open, setOpen, toggle, rootRef, buttonRef } = usePopover();
  const listId = useId();

  const close = () => setOpen(false);

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listId}
        // The name is hidden on phones; the label keeps the visible text (WCAG 2.5.3) on desktops.
        aria-label={name ? `Account menu for ${name}` : 'Account menu'}
        onClick={toggle}
      >
        {/* A picture, not the name's initial: visible letters outside the label would break WCAG 2.5.3. */}
        <span className={styles.avatar} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="18" height="18" focusable="false">
            <path
              d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c1-4 4-6 8-6s7 2 8 6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </span>
        <span className={styles.name}>{name || 'Account'}</span>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <ul id={listId} className={styles.list} hidden={!open}>
        <li>
          <Link to={paths.admin.profile} className={styles.item} onClick={close}>
            Profile
          </Link>
        </li>
        <li>
          <Link to={paths.admin.changePassword} className={styles.item} onClick={close}>
            Change Password
          </Link>
        </li>
        <li>
          <button
            type="button"
            className={styles.item}
            onClick={() => {
              close();
              onLogout();
            }}
          >
            Logout
          </button>
        </li>
      </ul>
    </div>
  );
}
