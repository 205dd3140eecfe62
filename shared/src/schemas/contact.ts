import { z } from 'zod';
import { email, messageResponse, multiLineText, requiredText } from './common';
import { privacyNoticeVersion } from './privacy';

/** POST /api/user/contact-us. Messages are the product's (docs/PRODUCT.md#public-site), shown under each field. */
export const contactRequest = z.object({
  name: requiredText('Name is required', 100),
  email: email('Email is required', 'Invalid email'),
  subject: requiredText('Subject is required', 200),
  message: multiLineText(5000, { required: 'Message is required' }),
  /** The privacy notice the form showed beside its button (stored with the time). */
  privacyNoticeVersion,
});
export type ContactRequest = z.infer<typeof contactRequest>;

export const contactResponse = messageResponse;
export type ContactResponse = z.infer<typeof contactResponse>;
