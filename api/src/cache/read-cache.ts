import { createHash } from 'node:crypto';

/**
 * Answers of hot reads (catalogue, availability), kept in each API process as ready-to-send JSON with
 * a strong ETag. Writes drop them through the repositories (see change-feed.ts): in the writing
 * process at once, in every other process sharing the database when its notification arrives.
 */

/** A serialized answer and its strong validator (a digest of the exact bytes). */
export interface CachedAnswer {
  body: string;
  etag: string;
}

export interface ReadCache {
  /** True while answers are kept (READ_CACHE on and, on PostgreSQL, the change feed listening). */
  readonly keeping: boolean;
  /**
   * The kept answer of `key`, or `load()`'s answer serialized (and kept unless a change came meanwhile).
   * With `now`, everything is forgotten first once an expiry set by `expireAt` has come.
   */
  answer(key: string, load: () => Promise<unknown>, now?: Date): Promise<CachedAnswer>;
  /** Forget everything (a write changed what the answers say). */
  invalidate(): void;
  /**
   * Forget everything at `at` even without a write: an answer that changes by itself at a known time
   * (a slot hold running out frees a crew) must not outlive it. The earliest of several wins.
   */
  expireAt(at: Date): void;
  /**
   * Stop keeping answers (`false`: this process may be missing other processes' changes) or keep them
   * again (`true`). Both forget everything: nothing learnt while changes could be missed is trusted.
   */
  setLive(live: boolean): void;
}

export interface ReadCacheOptions {
  /** READ_CACHE: off means every read queries the database. */
  enabled: boolean;
  /**
   * The longest an answer is kept without a write (ms, real time). Writes drop answers long before;
   * this bounds the harm of a notification lost with a process that died between its commit and its
   * NOTIFY.
   */
  maxAgeMs?: number;
  /** Real-time clock of `maxAgeMs` (tests replace it). */
  clock?: () => number;
}

/** Few keys are ever used (a handful of locations per hour, a product per id); this bounds them anyway. */
const MAX_ENTRIES = 500;
export const DEFAULT_MAX_AGE_MS = 60_000;

/** `"…"`: 160 bits of SHA-1 over the bytes sent, so equal tags mean equal bodies (a strong validator). */
export function strongEtag(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

interface Entry extends CachedAnswer {
  storedAt: number;
}

export function createReadCache(options: ReadCacheOptions): ReadCache {
  const maxAgeMs = options.maxAgeMs ?? DEFAULT_MAX_AGE_MS;
  const clock = options.clock ?? (() => performance.now());
  const entries = new Map<string, Entry>();
  let live = true;
  let generation = 0;
  let expiresAt = Number.POSITIVE_INFINITY;
  const keeping = () => options.enabled && live;
  const invalidate = () => {
    generation += 1;
    entries.clear();
    expiresAt = Number.POSITIVE_INFINITY;
  };

  return {
    get keeping() {
      return keeping();
    },
    async answer(key, load, now) {
      if (now && now.getTime() >= expiresAt) invalidate();
      const hit = entries.get(key);
      if (hit && clock() - hit.storedAt < maxAgeMs) return hit;
      const started = generation;
      const body = JSON.stringify(await load());
      const entry: Entry = { body, etag: strongEtag(body), storedAt: clock() };
      // A change during the load may have made the answer stale: serve it this once, do not keep it.
      if (keeping() && started === generation) {
        if (!entries.has(key) && entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
        entries.set(key, entry);
      }
      return entry;
    },
    invalidate,
    expireAt(at) {
      expiresAt = Math.min(expiresAt, at.getTime());
    },
    setLive(value) {
      live = value;
      invalidate();
    },
  };
}
