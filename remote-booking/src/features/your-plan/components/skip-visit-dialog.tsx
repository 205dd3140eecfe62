import { longDate } from '@clean/shared/lagos-time';
import { usePlanSkipVisitMutation } from '../api/plan-actions';
import { usePlanRequest, type PlanDialogProps } from '../hooks/use-plan-request';
import { yourPlanTexts as t } from '../texts';
import { PlanActionDialog } from './plan-action-dialog';

/** 'Skip this visit': the visit this link opens is cancelled and not charged, the plan goes on. */
export function SkipVisitDialog({ open, ...props }: PlanDialogProps) {
  const { booking } = props;
  const [skip, skipping] = usePlanSkipVisitMutation();
  const request = usePlanRequest(props);
  return (
    <PlanActionDialog
      open={open}
      request={request}
      texts={{ title: t.skipTitle, confirm: t.skipConfirm, busy: t.skipBusy }}
      busy={skipping.isLoading}
      onConfirm={() => void request.run(() => skip(request.args).unwrap())}
    >
      <p>{t.skipText(`${longDate(booking.date)}, ${booking.time}`, booking.manage.cancel.refund)}</p>
    </PlanActionDialog>
  );
}
