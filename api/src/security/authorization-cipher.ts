/**
 * The provider's reusable card authorization, encrypted at rest (docs/DECISIONS.md, "Recurring
 * plans"): AES-256-GCM with PAYMENT_AUTH_KEY, a fresh 12-byte IV per value, stored as
 * `v1.<iv>.<tag>.<ciphertext>` (base64url). The code alone charges the card through our secret key, so a
 * database dump without the key must not give it away; GCM's tag refuses a value altered or made with
 * another key.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const VERSION = 'v1';

export function encryptAuthorization(key: Buffer, authorizationCode: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  const sealed = Buffer.concat([cipher.update(authorizationCode, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The authorization code; throws when the value was altered or sealed with another key. */
export function decryptAuthorization(key: Buffer, stored: string): string {
  const [version, iv, tag, sealed] = stored.split('.');
  if (version !== VERSION || !iv || !tag || sealed === undefined) throw new Error('Not a stored authorization');
  const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
}
