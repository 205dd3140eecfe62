import type { ReactNode } from 'react';
import { buttonClassName, type ButtonVariant } from '../button/button';
import { Dialog } from './dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while the action runs; both buttons are disabled meanwhile. */
  busyLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
  /** The confirm button's look: red for what cannot be undone; 'normal' for an agreement (a new price). */
  confirmVariant?: ButtonVariant;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an action that cannot be undone (delete an appointment, a product). Cancel has focus first. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busyLabel,
  cancelLabel = 'Cancel',
  busy = false,
  confirmVariant = 'danger',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!busy) onCancel();
      }}
      title={title}
      size="small"
      role="alertdialog"
      hideCloseButton
      footer={
        <>
          <button
            type="button"
            className={buttonClassName({ variant: 'outline' })}
            onClick={onCancel}
            disabled={busy}
            data-autofocus
          >
            {cancelLabel}
          </button>
          <button
            type="button"
            className={buttonClassName({ variant: confirmVariant })}
            onClick={onConfirm}
            disabled={busy}
          >
            {busy && busyLabel ? busyLabel : confirmLabel}
          </button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
