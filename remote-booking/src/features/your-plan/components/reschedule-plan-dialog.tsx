import type { Location } from '@clean/shared/constants';
import { useState, type ComponentType } from 'react';
import { usePlanRescheduleMutation } from '../api/plan-actions';
import { usePlanRequest, type PlanDialogProps } from '../hooks/use-plan-request';
import { yourPlanTexts as t } from '../texts';
import { PlanActionDialog } from './plan-action-dialog';

/** The page's calendar and time buttons (the booking form's), for the plan's new day and time. */
export type PlanSlotPicker = ComponentType<{
  location: Location;
  date: string;
  time: string;
  onDate: (date: string) => void;
  onTime: (time: string) => void;
  refresh: number;
}>;

interface RescheduleProps extends PlanDialogProps {
  /** The visit's own location (the free times offered are of it); unknown: no calendar. */
  location: Location | undefined;
  slotPicker: PlanSlotPicker;
  /** Changes when the free times must be asked again (a time was taken meanwhile). */
  refresh: number;
}

/**
 * 'Change day or time': the plan's visits to come move to the chosen day and time. The choice stays
 * between openings; the calendar shows only while the dialog is open.
 */
export function ReschedulePlanDialog({ open, location, slotPicker: SlotPicker, refresh, ...props }: RescheduleProps) {
  const { booking } = props;
  const [move, moving] = usePlanRescheduleMutation();
  const request = usePlanRequest(props);
  const [from, setFrom] = useState('');
  const [time, setTime] = useState('');
  return (
    <PlanActionDialog
      open={open}
      request={request}
      texts={{ title: t.rescheduleTitle, confirm: t.rescheduleConfirm, busy: t.rescheduleBusy }}
      busy={moving.isLoading}
      onConfirm={() => {
        if (from && time) void request.run(() => move({ ...request.args, from, time }).unwrap());
        else request.setProblem(t.rescheduleChoose);
      }}
    >
      <p>{t.rescheduleText(booking.manage.rescheduleCutoffHours)}</p>
      {location && open && (
        <SlotPicker
          location={location}
          date={from}
          time={time}
          onDate={(next) => {
            setFrom(next);
            setTime('');
          }}
          onTime={setTime}
          refresh={refresh}
        />
      )}
    </PlanActionDialog>
  );
}
