import { errorMessage, notify } from '@clean/shared';
import { useState } from 'react';

interface FormRequestOptions {
  /** After the success toast: where the admin goes next. */
  onSuccess: () => void;
  /** The failure toast where SPEC section 8 names one; else the server's message (or the error's). */
  failureToast?: string;
}

/**
 * Sends a form's write the way every admin form does (SPEC section 8): success toasts the server's
 * message, then `onSuccess`; failure toasts, and keeps the server's message (or the error's) in
 * `failure` for the form's error panel until the next send.
 */
export function useFormRequest({ onSuccess, failureToast }: FormRequestOptions) {
  const [failure, setFailure] = useState<string | null>(null);

  const send = async (request: () => Promise<{ message: string }>) => {
    setFailure(null);
    try {
      const response = await request();
      notify.success(response.message);
      onSuccess();
    } catch (error) {
      const message = errorMessage(error);
      notify.error(failureToast ?? message);
      setFailure(message);
    }
  };

  return { failure, send };
}
