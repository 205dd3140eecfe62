import { createHash } from 'node:crypto';
import type { CounterStore } from './counters';

export interface LoginFailureRules {
  /** Failed logins allowed per account in one window; the next attempt answers 429. */
  limit: number;
  windowMs: number;
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

/**
 * Failed logins counted per account, whatever address they come from, so guessing one admin's
 * password from many addresses is as slow as from one. Keys are hashes: no e-mail is stored in Redis.
 */
export function loginFailures(counters: CounterStore, rules: LoginFailureRules) {
  const keyOf = (email: string) =>
    `login-failures:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;
  return {
    /**
     * Counts an attempt before the password is checked (so simultaneous guesses cannot all slip under
     * the limit). Answers how long to wait when the account is over its limit, else null.
     */
    async attempt(email: string): Promise<{ retryAfterMs: number } | null> {
      const count = await counters.increment(keyOf(email), rules.windowMs);
      return count.current > rules.limit ? { retryAfterMs: count.ttlMs } : null;
    },
    /** A successful login clears the account's count. */
    async succeeded(email: string): Promise<void> {
      await counters.reset(keyOf(email));
    },
  };
}

export type LoginFailures = ReturnType<typeof loginFailures>;
