import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { focusableIn, wrapTab } from './focusable';
import styles from './dialog.module.css';

export interface DialogProps {
  open: boolean;
  /** Escape, the close button and (when `dismissible`) a tap outside ask for this. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons along the bottom. */
  footer?: ReactNode;
  /** A tap on the backdrop closes; off for steps that must not be lost by a stray tap. */
  dismissible?: boolean;
  /** Hides the × button when the footer offers the only ways out. */
  hideCloseButton?: boolean;
  size?: 'small' | 'medium';
  /** `alertdialog` for confirmations that interrupt. */
  role?: 'dialog' | 'alertdialog';
  /**
   * Where focus goes when it closes, when that is not what had focus as it opened: a submit button
   * disabled while its request ran has lost focus by the time the answer opens the dialog.
   */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * An accessible modal dialog on the native `<dialog>`: the page behind is inert, focus moves inside
 * and stays there (Tab wraps), Escape and the close button close it, focus returns to what opened
 * it, and it is labelled by its title (`aria-modal`, `aria-labelledby`).
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  footer,
  dismissible = true,
  hideCloseButton = false,
  size = 'medium',
  role = 'dialog',
  returnFocusRef,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Kept in a ref so that a new onClose on every render does not reopen the dialog.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  const returnFocus = useRef(returnFocusRef);
  useEffect(() => {
    returnFocus.current = returnFocusRef;
  }, [returnFocusRef]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const first = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? focusableIn(dialog)[0] ?? dialog;
    first.focus();
    // Escape and other close requests (Android back) arrive as `cancel`: the owner decides.
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open) dialog.close();
      const opener = returnFocus.current?.current ?? focused;
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${styles[size]}`}
      role={role}
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        } else if (ref.current) {
          wrapTab(ref.current, event);
        }
      }}
      onClick={(event) => {
        // A click on the <dialog> itself, not on its content, is a click on the backdrop.
        if (dismissible && event.target === ref.current) onClose();
      }}
    >
      {open && (
        <div className={styles.content}>
          <header className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {!hideCloseButton && (
              <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
                <span aria-hidden="true">×</span>
              </button>
            )}
          </header>
          <div className={styles.body}>{children}</div>
          {footer && <footer className={styles.footer}>{footer}</footer>}
        </div>
      )}
    </dialog>
  );
}
