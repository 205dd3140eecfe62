/**
 * Telling "the database server is not there" apart from every other failure: a PostgreSQL restarting,
 * failing over or out of the network answers no query, through no fault of the request, and comes back
 * by itself (the pool opens new connections). See docs/ARCHITECTURE.md, "When PostgreSQL or Redis is down".
 */
import { setTimeout as sleep } from 'node:timers/promises';

/** Socket errors of a server that refuses, drops or cannot be found (a container restarting has no DNS name for a moment). */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server going down or not up yet: admin_shutdown (57P01, a fast or immediate stop),
 * crash_shutdown (57P02), cannot_connect_now (57P03, starting up or in recovery). Class 08 (connection
 * exception) is matched as a class.
 */
const SERVER_GOING_AWAY = new Set(['57P01', '57P02', '57P03']);

/** node-postgres's own words for a connection that died under it (they carry no code). */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/**
 * The fields read off an error. Not `instanceof Error`: Node's own socket errors come from another realm
 * than the code's under a test runner's sandbox, and a driver may throw any object with a message.
 */
interface ErrorLike {
  message: string;
  code?: unknown;
  cause?: unknown;
  errors?: unknown;
}

const asErrorLike = (value: unknown): ErrorLike | undefined =>
  typeof value === 'object' && value !== null && typeof (value as ErrorLike).message === 'string'
    ? (value as ErrorLike)
    : undefined;

function isConnectionFailure({ code, message }: ErrorLike): boolean {
  if (
    typeof code === 'string' &&
    (SOCKET_CODES.has(code) || SERVER_GOING_AWAY.has(code) || /^08[0-9A-Z]{3}$/.test(code))
  ) {
    return true;
  }
  return DRIVER_MESSAGES.some((words) => message.startsWith(words));
}

/**
 * Whether `error` says the database could not be reached, itself or as the cause drizzle wraps it in
 * (`DrizzleQueryError`), or as one of the attempts of an `AggregateError` (a host name with several
 * addresses, each refused).
 */
export function isDatabaseUnreachable(error: unknown, depth = 0): boolean {
  const found = asErrorLike(error);
  if (!found || depth > 4) return false;
  if (isConnectionFailure(found)) return true;
  if (Array.isArray(found.errors) && found.errors.some((inner) => isDatabaseUnreachable(inner, depth + 1))) {
    return true;
  }
  return isDatabaseUnreachable(found.cause, depth + 1);
}

export interface OutageWait {
  /** When to give up and let the error through (epoch milliseconds). */
  until: number;
  /** Told once per failed try, before the wait. */
  onRetry?: (error: unknown, retryInMs: number) => void;
}

const FIRST_RETRY_MS = 200;
const LONGEST_RETRY_MS = 2_000;

/**
 * Runs `work` again while it fails because the database is unreachable, waiting a little longer each
 * time (0.2 s doubling to 2 s), until it succeeds, fails otherwise, or `until` has passed. For work
 * that must not be lost to a database restart and may run again: each try is a fresh attempt.
 */
export async function retryWhileUnreachable<T>(work: () => Promise<T>, wait: OutageWait): Promise<T> {
  let delay = FIRST_RETRY_MS;
  for (;;) {
    try {
      return await work();
    } catch (error) {
      if (!isDatabaseUnreachable(error) || Date.now() + delay > wait.until) throw error;
      wait.onRetry?.(error, delay);
      await sleep(delay);
      delay = Math.min(delay * 2, LONGEST_RETRY_MS);
    }
  }
}
