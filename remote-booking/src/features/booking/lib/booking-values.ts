import { PRIVACY_NOTICE } from '@clean/shared/privacy';
import type { BookingRequest } from '@clean/shared/schemas';
import type { DefaultValues, FieldPath } from 'react-hook-form';

/** The form with nothing typed or chosen: where it starts and where 'Start over' takes it. */
export const emptyBookingValues = {
  location: undefined,
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: '',
  product: '',
  service: '',
  frequency: '',
  date: '',
  time: '',
  notes: '',
  amount: 0,
  size: undefined,
  area: undefined,
  landmark: '',
  planConsent: false,
  // Chosen by the form from the phone (WhatsApp for a mobile number) until the customer picks one.
  contactChannel: undefined,
  // The edition of the notice the form names beside its button (docs/DECISIONS.md, "Consent at collection").
  privacyNoticeVersion: PRIVACY_NOTICE.version,
} satisfies Record<keyof BookingRequest, unknown> & DefaultValues<BookingRequest>;

const bookingFields = new Set<string>(Object.keys(emptyBookingValues));

/** Whether a server's issue names one of the form's fields (it then shows under that field). */
export const isBookingField = (field: string): field is FieldPath<BookingRequest> => bookingFields.has(field);
