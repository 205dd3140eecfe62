import { errorMessage, notify } from '@clean/shared';
import type { MessageResponse } from '@clean/shared/schemas';
import { useState } from 'react';
import { conflictOf, type AvailabilityConflict } from '../lib/conflict';

/**
 * A save that the server may refuse with a list (409: paid bookings it would strand). Success toasts
 * the server's message; failure toasts it too and keeps it, with the bookings if any, in `failure`
 * for the form's panel until the next try.
 */
export function useRefusableSave() {
  const [failure, setFailure] = useState<AvailabilityConflict | null>(null);
  const run = async (call: () => Promise<MessageResponse>): Promise<boolean> => {
    setFailure(null);
    try {
      const { message } = await call();
      notify.success(message);
      return true;
    } catch (error) {
      const refusal = conflictOf(error) ?? { message: errorMessage(error), bookings: [] };
      notify.error(refusal.message);
      setFailure(refusal);
      return false;
    }
  };
  return { failure, run };
}
