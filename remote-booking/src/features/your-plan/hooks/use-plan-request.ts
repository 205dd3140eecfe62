import { isApiError, notify } from '@clean/shared';
import type { Receipt, ReceiptResponse } from '@clean/shared/schemas';
import { useState } from 'react';
import { yourPlanTexts as t } from '../texts';

/** What each of the plan's dialogs is given by 'Your plan'. */
export interface PlanDialogProps {
  booking: Receipt;
  open: boolean;
  /** The receipt after the change. */
  onChanged: (answer: ReceiptResponse) => void;
  /** The change was made: the dialog closes. */
  onDone: () => void;
  /** Cancel (or Escape): the dialog closes. */
  onCancel: () => void;
  /** A time was taken meanwhile (409): the calendar must show what is free now. */
  onConflict: () => void;
}

const problemOf = (error: unknown): string =>
  isApiError(error) && typeof error.status === 'number' ? error.message : t.failed;

/**
 * A plan action's request from its dialog: the API's message as a success toast and the dialog closed,
 * or the problem shown inside the dialog, which stays open.
 */
export function usePlanRequest({ booking, onChanged, onDone, onCancel, onConflict }: Omit<PlanDialogProps, 'open'>) {
  const [problem, setProblem] = useState<string | null>(null);
  const args = { reference: booking.reference, token: booking.manage.token };
  const run = async (call: () => Promise<ReceiptResponse>) => {
    setProblem(null);
    try {
      const answer = await call();
      notify.success(answer.message);
      onDone();
      onChanged(answer);
    } catch (error) {
      setProblem(problemOf(error));
      if (isApiError(error) && error.status === 409) onConflict();
    }
  };
  const cancel = () => {
    setProblem(null);
    onCancel();
  };
  return { args, problem, setProblem, run, cancel };
}

export type PlanRequest = ReturnType<typeof usePlanRequest>;
