import { createHash, randomBytes } from 'node:crypto';

const BASE32 = 'ABCDEFGHJKMNPQRSTVWXYZ0123456789'; // Crockford-like: no I, L, O, U

function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Payment reference of a booking: `CLN-` and 16 random base32 characters (80 bits). */
export function newPaymentReference(): string {
  return `CLN-${base32(randomBytes(10))}`;
}

/** An admin session token: 32 random bytes, base64url. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as this hash. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** An admin invitation code: `INV-` and 24 random base32 characters (120 bits), easy to read out. */
export function newInvitationCode(): string {
  return `INV-${base32(randomBytes(15))}`;
}

/** Invitation codes are stored only as this hash, of the code as typed in any case and spacing. */
export function hashInvitationCode(code: string): string {
  return hashToken(code.trim().toUpperCase());
}
