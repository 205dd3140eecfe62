import { ConfirmDialog } from '@clean/shared/ui';
import { usePlanCancelMutation } from '../api/plan-actions';
import { usePlanRequest, type PlanDialogProps } from '../hooks/use-plan-request';
import { yourPlanTexts as t } from '../texts';
import { PlanProblem } from './plan-problem';

/** 'Cancel plan': every visit to come is cancelled and nothing more is charged. */
export function CancelPlanDialog({ open, ...props }: PlanDialogProps) {
  const [cancel, cancelling] = usePlanCancelMutation();
  const request = usePlanRequest(props);
  return (
    <ConfirmDialog
      open={open}
      title={t.cancelTitle}
      confirmLabel={t.cancelConfirm}
      busyLabel={t.cancelBusy}
      cancelLabel={t.keep}
      busy={cancelling.isLoading}
      onConfirm={() => void request.run(() => cancel(request.args).unwrap())}
      onCancel={request.cancel}
    >
      <p>{t.cancelText}</p>
      <PlanProblem problem={request.problem} />
    </ConfirmDialog>
  );
}
