/**
 * The provider signs each webhook: `x-paystack-signature` is the HMAC-SHA512 (hex) of the raw request
 * body keyed with the merchant's secret key. Compared in constant time, over the bytes as received.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-paystack-signature';

export const signWebhook = (rawBody: Buffer | string, secretKey: string): string =>
  createHmac('sha512', secretKey).update(rawBody).digest('hex');

export function hasValidSignature(rawBody: Buffer, signature: unknown, secretKey: string): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = createHmac('sha512', secretKey).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
