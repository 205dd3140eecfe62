import { ConfirmDialog, type ButtonVariant } from '@clean/shared/ui';
import type { ReactNode } from 'react';
import type { PlanRequest } from '../hooks/use-plan-request';
import { yourPlanTexts as t } from '../texts';
import { PlanProblem } from './plan-problem';

interface PlanActionDialogProps {
  open: boolean;
  /** The action's request: its problem shows under the dialog's text; Keep closes it. */
  request: Pick<PlanRequest, 'problem' | 'cancel'>;
  texts: { title: string; confirm: string; busy: string };
  busy: boolean;
  /** The confirm button's look: red (the default) for a loss, 'normal' for an agreement. */
  confirmVariant?: ButtonVariant;
  onConfirm: () => void;
  /** What the action does, and what it needs chosen. */
  children: ReactNode;
}

/** The dialog that confirms a plan action: what it does, why it failed, then Keep and the action's button. */
export function PlanActionDialog({
  open,
  request,
  texts,
  busy,
  confirmVariant,
  onConfirm,
  children,
}: PlanActionDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={texts.title}
      confirmLabel={texts.confirm}
      busyLabel={texts.busy}
      cancelLabel={t.keep}
      busy={busy}
      confirmVariant={confirmVariant}
      onConfirm={onConfirm}
      onCancel={request.cancel}
    >
      {children}
      <PlanProblem problem={request.problem} />
    </ConfirmDialog>
  );
}
