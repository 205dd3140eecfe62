import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useAction } from './use-action';

interface FormSubmitOptions {
  /** After the success toast: where the admin goes next. */
  onSuccess: () => void;
  /** The failure toast where docs/PRODUCT.md#admin-console names one; else the server's message (or the error's). */
  failureToast?: string;
}

/**
 * Submits a form the way every admin form does (docs/PRODUCT.md#admin-console): once the values pass the form's
 * rules, `request` sends them; success toasts the server's message, then `onSuccess`; failure toasts,
 * and keeps the server's message (or the error's) in `failure` for the form's error panel until the
 * next submit. `submitting` is true while the request runs.
 */
export function useFormSubmit<Values extends FieldValues, Payload>(
  form: UseFormReturn<Values, unknown, Payload>,
  request: (payload: Payload) => Promise<{ message: string }>,
  { onSuccess, failureToast }: FormSubmitOptions,
) {
  const action = useAction({ failureToast });

  const onSubmit = form.handleSubmit(async (payload) => {
    if (await action.run(() => request(payload))) onSuccess();
  });

  return { onSubmit, submitting: form.formState.isSubmitting, failure: action.failure?.message ?? null };
}
