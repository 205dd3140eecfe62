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
