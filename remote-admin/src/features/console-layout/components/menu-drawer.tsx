import { useEffect, useRef, type ReactNode } from 'react';
import styles from './menu-drawer.module.css';

interface MenuDrawerProps {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The side menu on phones: a modal `<dialog>` sliding from the left, so the console behind is inert
 * while it is open. Escape, the close button and a tap beside it close it.
 */
export function MenuDrawer({ open, onClose, children }: MenuDrawerProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={styles.drawer}
      aria-label="Menu"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the <dialog> itself, outside its panel, is a click on the backdrop.
        if (event.target === ref.current) onClose();
      }}
    >
      <div className={styles.panel}>
        <button type="button" className={styles.close} onClick={onClose} aria-label="Close menu">
          <span aria-hidden="true">×</span>
        </button>
        {open && children}
      </div>
    </dialog>
  );
}
