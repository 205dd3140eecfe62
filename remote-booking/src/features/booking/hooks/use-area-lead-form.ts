import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage, isApiError } from '@clean/shared';
import { PRIVACY_NOTICE } from '@clean/shared/privacy';
import { areaLeadRequest, type AreaLeadPayload, type AreaLeadRequest } from '@clean/shared/schemas';
import { useEffect, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { sendAreaLead } from '../api/send-area-lead';

/** What the booking form already knows of the visitor, so they need not type it twice. */
export interface LeadPrefill {
  name: string;
  email: string;
  phone: string;
}

const leadFields = new Set<string>(['name', 'email', 'phone', 'consent']);
const isLeadField = (field: string): field is FieldPath<AreaLeadRequest> => leadFields.has(field);

/**
 * 'Tell me when you do' (docs/PRODUCT.md, "Areas and landmarks"): the shared `areaLeadRequest` schema
 * (an email or a phone, and consent), the notice edition named beside the button, the server's
 * issues under their fields and its message above the button; the thanks once saved.
 */
export function useAreaLeadForm(area: string, prefill: LeadPrefill) {
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AreaLeadRequest, unknown, AreaLeadPayload>({
    resolver: zodResolver(areaLeadRequest),
    // The form sends the edition of the notice it shows (docs/DECISIONS.md, "Consent at collection").
    defaultValues: { area, ...prefill, privacyNoticeVersion: PRIVACY_NOTICE.version },
  });
  // The form opens on a press of 'Tell me when you do': the visitor carries on in its first field.
  const { setFocus } = form;
  useEffect(() => setFocus('name'), [setFocus]);

  const onSubmit = form.handleSubmit(async (lead) => {
    setFailure(null);
    try {
      await sendAreaLead(lead);
      setSent(true);
    } catch (error) {
      console.error('[booking] The area lead could not be sent', error);
      setFailure(errorMessage(error));
      if (!isApiError(error)) return;
      for (const issue of error.errors ?? []) {
        if (isLeadField(issue.field)) form.setError(issue.field, { message: issue.message });
      }
    }
  });

  return {
    register: form.register,
    errors: form.formState.errors,
    sending: form.formState.isSubmitting,
    sent,
    failure,
    onSubmit,
  };
}
