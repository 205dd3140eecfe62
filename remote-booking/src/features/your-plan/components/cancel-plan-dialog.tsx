import { usePlanCancelMutation } from '../api/plan-actions';
import { usePlanRequest, type PlanDialogProps } from '../hooks/use-plan-request';
import { yourPlanTexts as t } from '../texts';
import { PlanActionDialog } from './plan-action-dialog';

/** 'Cancel plan': every visit to come is cancelled and nothing more is charged. */
export function CancelPlanDialog({ open, ...props }: PlanDialogProps) {
  const [cancel, cancelling] = usePlanCancelMutation();
  const request = usePlanRequest(props);
  return (
    <PlanActionDialog
      open={open}
      request={request}
      texts={{ title: t.cancelTitle, confirm: t.cancelConfirm, busy: t.cancelBusy }}
      busy={cancelling.isLoading}
      onConfirm={() => void request.run(() => cancel(request.args).unwrap())}
    >
      <p>{t.cancelText}</p>
    </PlanActionDialog>
  );
}
