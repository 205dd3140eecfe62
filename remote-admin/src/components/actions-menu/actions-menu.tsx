import { VisuallyHidden } from '@clean/shared/ui';
import { type KeyboardEvent, type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { usePopover } from '../../hooks/use-popover';
import styles from './actions-menu.module.css';

export interface MenuAction {
  /** Unique within the menu. */
  key: string;
  /** The item's visible verb: 'Cancel'. */
  label: string;
  onSelect: () => void;
  disabled?: boolean;
  /** Drawn in the danger colour: it removes something. */
  danger?: boolean;
}

interface ActionsMenuProps {
  /** The button's visible text: 'Actions', or what is under way ('Cancelling…'). */
  label: string;
  /** Said after the button's label by screen readers: ' for the appointment of Ada Obi'. */
  menuOf: string;
  /** Said after each item's verb, so every row's items have their own name: ' appointment of Ada Obi'. */
  of: string;
  actions: readonly MenuAction[];
  /** Something the menu started is still running: the button says so. */
  busy?: boolean;
}

/**
 * A row's actions behind one small button (the menu button pattern): it opens a menu whose first
 * item takes the focus; the arrows, Home and End move between items; Escape, Tab or a press outside
 * close it, and choosing an item closes it with the focus back on the button before the action runs
 * (an action that opens a dialog gets the focus back there once the dialog closes).
 * The menu is fixed to the viewport under the button, so a table's scrolling region never clips it.
 */
export function ActionsMenu({ label, menuOf, of, actions, busy = false }: ActionsMenuProps) {
  const { open, setOpen, rootRef, buttonRef } = usePopover();
  const menuId = useId();
  const menuRef = useRef<HTMLUListElement>(null);

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? []);
  const focusItem = (index: number) => {
    const all = items().filter((item) => !item.disabled);
    all[(index + all.length) % all.length]?.focus();
  };

  // Placed before paint, under the button (above it when the viewport has no room below): it renders
  // hidden, is placed here, then shown, and only then can its first item take the focus. A scroll or a
  // resize places it again under the button, wherever that went: a list refreshing its rows (a row
  // grows, the browser's scroll anchoring moves the page) must not close a menu a person has open.
  // It closes only once the button has left the viewport.
  useLayoutEffect(() => {
    const menu = menuRef.current;
    if (!open || !menu || !buttonRef.current) return;
    const place = (): boolean => {
      const button = buttonRef.current?.getBoundingClientRect();
      if (!button || button.bottom < 0 || button.top > window.innerHeight) return false;
      const below = button.bottom + menu.offsetHeight + 8 <= window.innerHeight;
      menu.style.top = `${below ? button.bottom + 4 : Math.max(4, button.top - menu.offsetHeight - 4)}px`;
      menu.style.right = `${Math.max(4, window.innerWidth - button.right)}px`;
      return true;
    };
    place();
    menu.style.visibility = 'visible';
    focusItem(0);
    const follow = () => {
      if (!place()) setOpen(false);
    };
    window.addEventListener('resize', follow);
    window.addEventListener('scroll', follow, true);
    return () => {
      window.removeEventListener('resize', follow);
      window.removeEventListener('scroll', follow, true);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- placed once per opening, then followed
  }, [open]);

  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = items().filter((item) => !item.disabled);
    const current = all.indexOf(document.activeElement as HTMLButtonElement);
    const moves: Record<string, number | undefined> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: all.length - 1,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focusItem(target);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const choose = (action: MenuAction) => {
    setOpen(false);
    buttonRef.current?.focus();
    action.onSelect();
  };

  const hidden = (text: ReactNode) => <VisuallyHidden>{text}</VisuallyHidden>;
  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-busy={busy || undefined}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {label}
        {hidden(menuOf)}
        <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      {open && (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={`${label}${menuOf}`}
          className={styles.menu}
          onKeyDown={onMenuKey}
        >
          {actions.map((action) => (
            <li key={action.key} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={action.danger ? `${styles.item} ${styles.danger}` : styles.item}
                disabled={action.disabled}
                onClick={() => choose(action)}
              >
                {action.label}
                {hidden(of)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
