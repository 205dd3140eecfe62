import { zodResolver } from '@hookform/resolvers/zod';
import { CONTACT_SUBMIT_DELAY_MS, isApiError, notify } from '@clean/shared';
import { PRIVACY_NOTICE } from '@clean/shared/privacy';
import { contactRequest, type ContactRequest } from '@clean/shared/schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSendContactMessageMutation } from '../api/send-contact-message';

// The form sends the edition of the notice its button names (docs/DECISIONS.md, "Consent at collection").
const emptyMessage: ContactRequest = {
  name: '',
  email: '',
  subject: '',
  message: '',
  privacyNoticeVersion: PRIVACY_NOTICE.version,
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A call the server answered (with its own message), as opposed to one that never got an answer. */
function serverRejected(error: unknown): error is { message: string } {
  return isApiError(error) && error.status !== 'NETWORK' && error.status !== 'PARSING';
}

/**
 * The Contact Us form (docs/PRODUCT.md#public-site): validated with the shared schema, messages under each
 * field; while submitting the button is disabled; the server's message becomes a success or error toast;
 * a call that gets no answer is only logged. After the call, whatever happened, wait 1000 ms, then show
 * the thank-you banner (it stays), stop submitting and empty the fields.
 */
export function useContactForm() {
  const [sendMessage] = useSendContactMessageMutation();
  const [sent, setSent] = useState(false);
  const form = useForm<ContactRequest>({ resolver: zodResolver(contactRequest), defaultValues: emptyMessage });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const response = await sendMessage(values).unwrap();
      if (response.success) notify.success(response.message);
      else notify.error(response.message);
    } catch (error) {
      if (serverRejected(error)) notify.error(error.message);
      console.error('[contact] The message could not be sent', error);
    }
    await wait(CONTACT_SUBMIT_DELAY_MS);
    setSent(true);
    form.reset(emptyMessage);
  });

  return {
    register: form.register,
    errors: form.formState.errors,
    submitting: form.formState.isSubmitting,
    sent,
    onSubmit,
  };
}
