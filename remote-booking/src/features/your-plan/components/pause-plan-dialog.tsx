import { addDays } from '@clean/shared/lagos-time';
import { PLAN_PAUSE_MAX_DAYS } from '@clean/shared/schemas';
import { Field } from '@clean/shared/ui';
import { useState } from 'react';
import { usePlanPauseMutation } from '../api/plan-actions';
import { usePlanRequest, type PlanDialogProps } from '../hooks/use-plan-request';
import { yourPlanTexts as t } from '../texts';
import { PlanActionDialog } from './plan-action-dialog';

/**
 * 'Pause until…': no visit is made or charged before the chosen date, from tomorrow to the longest pause
 * after `today` (Lagos' date when the section opened). The date stays chosen between openings.
 */
export function PausePlanDialog({ open, today, ...props }: PlanDialogProps & { today: string }) {
  const [pause, pausing] = usePlanPauseMutation();
  const request = usePlanRequest(props);
  const [until, setUntil] = useState('');
  return (
    <PlanActionDialog
      open={open}
      request={request}
      texts={{ title: t.pauseTitle, confirm: t.pauseConfirm, busy: t.pauseBusy }}
      busy={pausing.isLoading}
      onConfirm={() => {
        if (until) void request.run(() => pause({ ...request.args, until }).unwrap());
        else request.setProblem(t.pauseChooseDate);
      }}
    >
      <p>{t.pauseText}</p>
      <Field label={t.pauseLabel}>
        {(control) => (
          <input
            {...control}
            type="date"
            required
            min={addDays(today, 1)}
            max={addDays(today, PLAN_PAUSE_MAX_DAYS)}
            value={until}
            onChange={(event) => setUntil(event.target.value)}
          />
        )}
      </Field>
    </PlanActionDialog>
  );
}
