import { errorMessage, notify } from '@clean/shared';
import { useState } from 'react';

/** What every failed action keeps: the words to show (the toast's, unless the options name others). */
export interface Failure {
  message: string;
}

interface ActionOptions<TFailure extends Failure> {
  /**
   * The success toast's words when the answer carries none; `false` for no success toast, where the
   * page itself shows the outcome (a new invitation's code).
   */
  success?: string | false;
  /**
   * The failure toast's words where docs/PRODUCT.md#admin-console names them; `false` for no toast,
   * where a dialog says the failure instead. Else the failure's message.
   */
  failureToast?: string | false;
  /** What a failure keeps for the page (a refusal's list, say): by default the server's message, or the error's. */
  failureOf?: (error: unknown) => TFailure;
}

const plainFailure = (error: unknown): Failure => ({ message: errorMessage(error) });

/**
 * An admin action, run the way every one is (docs/PRODUCT.md#admin-console): the call, then the
 * server's message in a success toast, or the failure in an error toast, kept in `failure` until the
 * next try; `busy` while the call runs. What the page shows reloads through the tags the call
 * invalidates. `run` resolves to the answer, or undefined when the call failed.
 */
export function useAction<TFailure extends Failure = Failure>(options: ActionOptions<TFailure> = {}) {
  const { success, failureToast, failureOf = plainFailure as (error: unknown) => TFailure } = options;
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<TFailure | null>(null);

  const run = async <TAnswer extends { message?: string }>(
    call: () => Promise<TAnswer>,
  ): Promise<TAnswer | undefined> => {
    setFailure(null);
    setBusy(true);
    try {
      const answer = await call();
      const said = success === false ? undefined : (answer.message ?? success);
      if (said) notify.success(said);
      return answer;
    } catch (error) {
      const kept = failureOf(error);
      if (failureToast !== false) notify.error(failureToast ?? kept.message);
      setFailure(kept);
      return undefined;
    } finally {
      setBusy(false);
    }
  };

  return { run, busy, failure, clearFailure: () => setFailure(null) };
}
