import type { MESSAGE_CHANNELS } from '../constants';

type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** Digits with spaces, dashes and parentheses between them, after an optional leading +. */
export const PHONE_SHAPE = /^\+?\(?\d[\d ()-]*\d$/;

/** A typed number without its separators: '+234 (803) 123-4567' is '+2348031234567'. */
export const withoutSeparators = (value: string): string => value.replace(/[ ()-]/g, '');

/**
 * A Nigerian mobile number's ten digits after 0, 234 or +234: 70x, 80x, 81x, 90x or 91x, which WhatsApp
 * and SMS reach. The API checks with the whole numbering plan (libphonenumber-js); this small rule spares
 * the browser that library, and zod (this module has no dependency).
 */
const NIGERIAN_MOBILE_DIGITS = /^(?:0|\+?234)(?:70|80|81|90|91)\d{8}$/;

/** Whether `value`, as typed (spaces, dashes, parentheses allowed), is a Nigerian mobile number. */
export function isNigerianMobile(value: string): boolean {
  const trimmed = value.trim();
  return PHONE_SHAPE.test(trimmed) && NIGERIAN_MOBILE_DIGITS.test(withoutSeparators(trimmed));
}

/**
 * The channel the booking form offers first (docs/PRODUCT.md, "Messages on WhatsApp and SMS"): WhatsApp
 * for a Nigerian mobile number, else e-mail, until the customer picks one.
 */
export const defaultContactChannel = (phone: string): MessageChannel =>
  isNigerianMobile(phone) ? 'whatsapp' : 'email';
