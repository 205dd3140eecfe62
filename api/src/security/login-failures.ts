import { createHash } from 'node:crypto';
import { clientKey } from '../domain/client-key';
import type { CounterStore } from './counters';

export interface LoginFailureRules {
  /** Failed logins allowed per account and client address in one window; the next attempt answers 429. */
  limit: number;
  windowMs: number;
  /** The longest wait the per-account backoff asks of a device that never signed in to the account. */
  maxBackoffMs: number;
}

/** "15 minutes", "1 minute", "40 seconds": how long to wait, rounded up. */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

export function tooManyFailuresMessage(retryAfterMs: number): string {
  return `Too many failed logins for this account. Please wait ${waitText(retryAfterMs)} and try again.`;
}

const hashed = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Failed logins (README, "Failed logins"): a hard limit per account and client address, so one address
 * guesses slowly, but nobody can lock an admin out from elsewhere; and, per account whatever the
 * address, a backoff that doubles with each failure past the limit (1 s, 2 s, 4 s … up to
 * `maxBackoffMs`), which a device the admin has signed in from before skips. Keys are hashes: no e-mail
 * or address is stored in Redis.
 */
export function loginFailures(counters: CounterStore, rules: LoginFailureRules) {
  const account = (email: string) => hashed(email.trim().toLowerCase());
  // Per client: an IPv6 address counts as its /64 (domain/client-key.ts).
  const pairKey = (email: string, address: string) => `login-failures:${account(email)}:${hashed(clientKey(address))}`;
  const accountKey = (email: string) => `login-account-failures:${account(email)}`;
  const backoffKey = (email: string) => `login-backoff:${account(email)}`;
  /** The wait after the account's `failures`-th failure: 0 up to the limit, then 1 s, 2 s, 4 s … */
  const waitAfter = (failures: number): number => {
    const past = failures - rules.limit;
    return past <= 0 ? 0 : Math.min(1000 * 2 ** Math.min(past - 1, 30), rules.maxBackoffMs);
  };
  /** One more failure of the account: past the limit, its backoff starts again, twice as long as the last. */
  const grow = async (email: string): Promise<number> => {
    const failures = await counters.increment(accountKey(email), rules.windowMs);
    const waitMs = waitAfter(failures.current);
    // In one step: between a reset and a new hit another attempt could find no backoff and claim a turn.
    if (waitMs > 0) await counters.start(backoffKey(email), waitMs);
    return waitMs;
  };
  return {
    /**
     * Counts an attempt from `address` before the password is checked (so simultaneous guesses cannot
     * all slip under the limit), and answers how long to wait when this address is over its limit or,
     * from a device not known to the account, while the account's backoff runs (an attempt refused so
     * counts as a failure: hammering only makes the wait longer); else null.
     *
     * Past the account's limit, attempts take turns: once the wait is over, the first attempt claims
     * the turn by hitting the backoff key (one atomic increment, in Redis or in memory, that opens a
     * window as long as the wait its failure would start) and only it has its password checked; the
     * attempts that find the turn taken wait, so twelve guesses sent at once from twelve addresses
     * the moment a wait ends are one guess, not twelve.
     */
    async attempt(email: string, address: string, knownDevice: boolean): Promise<{ retryAfterMs: number } | null> {
      const pair = await counters.increment(pairKey(email, address), rules.windowMs);
      if (pair.current > rules.limit) return { retryAfterMs: pair.ttlMs };
      if (knownDevice) return null;
      const failures = await counters.read(accountKey(email));
      if (failures.current < rules.limit) return null;
      const turn = await counters.increment(backoffKey(email), waitAfter(failures.current + 1));
      return turn.current === 1 ? null : { retryAfterMs: await grow(email) };
    },
    /** How long the account's backoff still runs (0: none), as a device not known to it sees it. */
    async waitMs(email: string): Promise<number> {
      return (await counters.read(backoffKey(email))).ttlMs;
    },
    /** A wrong password. */
    async failed(email: string): Promise<void> {
      await grow(email);
    },
    /** A successful login clears the counts of the account and of this address. */
    async succeeded(email: string, address: string): Promise<void> {
      await counters.reset(pairKey(email, address));
      await counters.reset(accountKey(email));
      await counters.reset(backoffKey(email));
    },
  };
}

export type LoginFailures = ReturnType<typeof loginFailures>;
