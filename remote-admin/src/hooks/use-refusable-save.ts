import { errorMessage } from '@clean/shared';
import type { MessageResponse } from '@clean/shared/schemas';
import { useAction } from './use-action';
import { conflictOf, type BookingsRefusal } from '../lib/conflict';

const refusalOf = (error: unknown): BookingsRefusal =>
  conflictOf(error) ?? { message: errorMessage(error), bookings: [] };

/**
 * A save that the server may refuse with a list (409: paid bookings it would strand). Success toasts
 * the server's message; failure toasts it too and keeps it, with the bookings if any, in `failure`
 * for the form's panel until the next try.
 */
export function useRefusableSave() {
  const save = useAction({ failureOf: refusalOf });
  const run = async (call: () => Promise<MessageResponse>): Promise<boolean> => (await save.run(call)) !== undefined;
  return { failure: save.failure, run };
}
