/**
 * The messaging providers sign each webhook over the raw body (docs/ARCHITECTURE.md, "Messages on
 * WhatsApp and SMS"): Meta's `X-Hub-Signature-256: sha256=<hex HMAC-SHA256, app secret>`, Termii's
 * `X-Termii-Signature: <hex HMAC-SHA512, secret key>`. Compared in constant time, over the bytes as received.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const metaSignature = (raw: Buffer | string, appSecret: string): string =>
  `sha256=${createHmac('sha256', appSecret).update(raw).digest('hex')}`;

export const termiiSignature = (raw: Buffer | string, secretKey: string): string =>
  createHmac('sha512', secretKey).update(raw).digest('hex');

function sameHex(expected: Buffer, given: string, hexLength: number): boolean {
  if (!new RegExp(`^[0-9a-f]{${hexLength}}$`, 'i').test(given)) return false;
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}

export function hasValidMetaSignature(raw: Buffer, header: unknown, appSecret: string | undefined): boolean {
  if (!appSecret || typeof header !== 'string' || !header.startsWith('sha256=')) return false;
  return sameHex(createHmac('sha256', appSecret).update(raw).digest(), header.slice('sha256='.length), 64);
}

export function hasValidTermiiSignature(raw: Buffer, header: unknown, secretKey: string | undefined): boolean {
  if (!secretKey || typeof header !== 'string') return false;
  return sameHex(createHmac('sha512', secretKey).update(raw).digest(), header, 128);
}
