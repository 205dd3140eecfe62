import { z } from 'zod';
import { hasControlCharacters } from '../format/control-characters';
import { location } from './availability-settings';
import {
  CONTROL_CHARACTERS_MESSAGE,
  email,
  id,
  isoTimestamp,
  messageResponse,
  nairaAmount,
  nairaAmountInput,
  nigerianPhone,
  requiredText,
} from './common';
import { privacyConsent, privacyNoticeVersion } from './privacy';

/**
 * Areas of a city (docs/PRODUCT.md, "Areas and landmarks"): the LGAs and neighbourhoods a customer picks
 * on the booking form. An area not served is listed too, so the form can say so and take a lead instead
 * of a booking; a surcharge (naira, 0 for none) is added to each visit there.
 */
export const area = z.object({
  _id: id,
  location: z.string(),
  name: z.string(),
  served: z.boolean(),
  surcharge: nairaAmount,
});
export type Area = z.infer<typeof area>;

/** GET /api/areas?location=Lagos (public): a city's areas by name; every city's without `location`. */
export const areasQuery = z.object({ location: location.optional() });
export type AreasQuery = z.infer<typeof areasQuery>;
export const areasResponse = z.object({ areas: z.array(area) });
export type AreasResponse = z.infer<typeof areasResponse>;

/** An area as the console lists it: with the leads waiting for it and the crews limited to it. */
export const adminArea = area.extend({ leads: z.number().int().nonnegative(), crews: z.number().int().nonnegative() });
export type AdminArea = z.infer<typeof adminArea>;
/** GET /api/admin/areas?location=: the console's list (every city's without `location`). */
export const adminAreasResponse = z.object({ areas: z.array(adminArea) });
export type AdminAreasResponse = z.infer<typeof adminAreasResponse>;

/** POST /api/admin/areas and PUT /api/admin/areas/{id}: a name unique in its city (any case). */
export const areaRequest = z.object({
  location,
  name: requiredText('Area name is required', 80),
  served: z.boolean({ error: 'Say whether we clean there' }),
  surcharge: nairaAmountInput.optional().default(0),
});
export type AreaRequest = z.input<typeof areaRequest>;
export type AreaPayload = z.output<typeof areaRequest>;
/** The answer of a create or an edit; DELETE answers `messageResponse` (409 while bookings name it). */
export const areaResponse = messageResponse.extend({ area: adminArea });
export type AreaResponse = z.infer<typeof areaResponse>;

/** What a refused area is told on the booking form and by the booking call (field `area`). */
export const areaNotServedMessage = (name: string): string => `We don't clean in ${name} yet`;

/**
 * POST /api/user/area-leads: 'Tell me when you do' for an area not served. A name, an e-mail or a
 * phone (one is enough), and the customer's consent to be contacted about it.
 */
export const areaLeadRequest = z
  .object({
    area: id,
    name: requiredText('Name is required', 100),
    email: z.union([z.literal(''), email()]).optional(),
    phone: z.union([z.literal(''), nigerianPhone()]).optional(),
    consent: z.literal(true, { error: 'Please agree that we may contact you about this' }),
    privacyNoticeVersion,
  })
  .refine((lead) => Boolean(lead.email) || Boolean(lead.phone), {
    path: ['email'],
    message: 'Give an email or a phone number',
    // Said with the other fields' messages, not after they are fixed: only the e-mail's and phone's own
    // problems (a malformed one) make this check moot.
    when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'email' || issue.path?.[0] === 'phone'),
  });
export type AreaLeadRequest = z.input<typeof areaLeadRequest>;
export type AreaLeadPayload = z.output<typeof areaLeadRequest>;
/** The thanks a saved lead is answered with. */
export const areaLeadThanks = (name: string): string => `Thank you. We will tell you when we clean in ${name}.`;

/** A lead as the console lists it, newest first. */
export const areaLead = z.object({
  _id: id,
  area: z.object({ _id: id, name: z.string(), location: z.string() }),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** The notice edition shown beside the button and when they agreed. */
  consent: privacyConsent,
  createdAt: isoTimestamp,
});
export type AreaLead = z.infer<typeof areaLead>;
/** GET /api/admin/area-leads?area=&location=: the newest 200 and how many there are in all. */
export const areaLeadsQuery = z.object({ area: id.optional(), location: location.optional() });
export type AreaLeadsQuery = z.infer<typeof areaLeadsQuery>;
export const areaLeadsResponse = z.object({ leads: z.array(areaLead), total: z.number().int().nonnegative() });
export type AreaLeadsResponse = z.infer<typeof areaLeadsResponse>;

/** The nearest landmark of an address ('Opposite Shoprite, Admiralty Way'): optional, one line. */
export const landmark = z
  .string()
  .trim()
  .max(200, 'Landmark must be at most 200 characters')
  .refine((text) => !hasControlCharacters(text), CONTROL_CHARACTERS_MESSAGE);
