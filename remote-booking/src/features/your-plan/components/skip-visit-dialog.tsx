import { longDate } from '@clean/shared/lagos-time';
import { ConfirmDialog } from '@clean/shared/ui';
import { usePlanSkipVisitMutation } from '../api/plan-actions';
import { usePlanRequest, type PlanDialogProps } from '../hooks/use-plan-request';
import { yourPlanTexts as t } from '../texts';
import { PlanProblem } from './plan-problem';

/** 'Skip this visit': the visit this link opens is cancelled and not charged, the plan goes on. */
export function SkipVisitDialog({ open, ...props }: PlanDialogProps) {
  const { booking } = props;
  const [skip, skipping] = usePlanSkipVisitMutation();
  const request = usePlanRequest(props);
  return (
    <ConfirmDialog
      open={open}
      title={t.skipTitle}
      confirmLabel={t.skipConfirm}
      busyLabel={t.skipBusy}
      cancelLabel={t.keep}
      busy={skipping.isLoading}
      onConfirm={() => void request.run(() => skip(request.args).unwrap())}
      onCancel={request.cancel}
    >
      <p>{t.skipText(`${longDate(booking.date)}, ${booking.time}`, booking.manage.cancel.refund)}</p>
      <PlanProblem problem={request.problem} />
    </ConfirmDialog>
  );
}
