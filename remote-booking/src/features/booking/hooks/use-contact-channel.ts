import { defaultContactChannel } from '@clean/shared/format';
import type { BookingPayload } from '@clean/shared/schemas';
import type { BookingForm } from './use-booking-fields';

type Channel = NonNullable<BookingPayload['contactChannel']>;

/**
 * The channel a booking is sent with: the customer's pick, else the phone's default (WhatsApp for a
 * Nigerian mobile number, else e-mail: docs/PRODUCT.md, "Messages on WhatsApp and SMS").
 */
export const withContactChannel = (body: BookingPayload): BookingPayload => ({
  ...body,
  contactChannel: body.contactChannel ?? defaultContactChannel(body.phone),
});

/**
 * The form's "How should we reach you?": the value stays empty until the customer picks a channel, so
 * the one shown follows the phone as it is typed; a pick is kept (and saved with the draft).
 */
export function useContactChannel(form: BookingForm, values: { phone?: string; contactChannel?: Channel }) {
  return {
    value: values.contactChannel ?? defaultContactChannel(values.phone ?? ''),
    pick: (channel: Channel) => form.setValue('contactChannel', channel, { shouldDirty: true, shouldValidate: false }),
  };
}

export type ContactChannel = ReturnType<typeof useContactChannel>;
