import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** The digits of a phone number, separators and the leading + dropped. */
export const phoneDigits = (value: string): string => value.replace(/\D/g, '');

/**
 * A Nigerian number by its digits in national form: 234 803 123 4567 (with or without +) and
 * 0803 123 4567 are one number, '08031234567'. Other digits are kept as they are.
 */
export function nationalNumber(value: string): string {
  const digits = phoneDigits(value);
  return digits.length === 13 && digits.startsWith('234') ? `0${digits.slice(3)}` : digits;
}

/**
 * A phone number in the one form we store and send to (E.164, docs/DECISIONS.md, "Phone numbers in
 * E.164"): +234 and ten digits for a Nigerian number however it was typed (0803 123 4567, 234…),
 * another country's number as it is with its +. Null for what no country would dial.
 */
export function toE164(value: string): string | null {
  const parsed = parsePhoneNumberFromString(value.trim(), 'NG');
  return parsed?.isValid() ? parsed.number : null;
}

/** Whether an E.164 number (or one typed) is a mobile one, which WhatsApp and SMS can reach. */
export function isMobileNumber(value: string): boolean {
  const type = parsePhoneNumberFromString(value.trim(), 'NG')?.getType();
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE';
}
