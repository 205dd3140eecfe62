import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// scrypt from node:crypto (RFC 7914). Parameters are stored with each hash, so they can be raised later
// without invalidating existing passwords. N=2^15, r=8, p=1 costs 32 MiB and ~50-100 ms per check.
/** log2 of scrypt's N for new hashes: the production cost, and the least production accepts. */
export const PASSWORD_HASH_COST = 15;
const PARAMS = { r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const maxmem = (N: number, r: number) => 128 * N * r * 2;

function derive(password: string, salt: Buffer, options: ScryptOptions, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * `scrypt$N$r$p$salt$hash` (salt and hash base64url), with N = 2^cost. The API passes its configured
 * cost (PASSWORD_HASH_COST): the tests lower it, production refuses less than the default.
 */
export async function hashPassword(password: string, cost = PASSWORD_HASH_COST): Promise<string> {
  const N = 2 ** cost;
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N, ...PARAMS, maxmem: maxmem(N, PARAMS.r) }, KEY_LENGTH);
  return ['scrypt', N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const [N, R, P] = [Number(n), Number(r), Number(p)];
  if (![N, R, P].every(Number.isSafeInteger)) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    { N, r: R, p: P, maxmem: maxmem(N, R) },
    expected.length,
  );
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** One dummy hash per cost (a process has one configured cost; a test file may build apps with two). */
const dummyHashes = new Map<number, Promise<string>>();

/**
 * Spends the time of a real check at the cost new hashes get, so an unknown e-mail answers as slowly
 * as a wrong password.
 */
export async function verifyAgainstDummy(password: string, cost = PASSWORD_HASH_COST): Promise<false> {
  let dummyHash = dummyHashes.get(cost);
  if (!dummyHash) {
    dummyHash = hashPassword('not-a-real-password', cost);
    dummyHashes.set(cost, dummyHash);
  }
  await verifyPassword(password, await dummyHash);
  return false;
}

/** Constant-time comparison of two secrets of any length. */
export function secretsEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
