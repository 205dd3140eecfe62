/**
 * Answers of hot reads (catalogue, availability), kept as ready-to-send JSON and dropped on every write
 * that could change them. Only for a database one process owns (PGlite): with PostgreSQL other API
 * processes write too, so the cache is off and every read goes to the database.
 */
export interface ReadCache {
  readonly enabled: boolean;
  /**
   * The cached JSON of `key`, or `load()`'s answer serialized (and kept unless a write came meanwhile).
   * With `now`, everything is forgotten first once an expiry set by `expireAt` has come.
   */
  json(key: string, load: () => Promise<unknown>, now?: Date): Promise<string>;
  /** Forget everything (after a write). */
  invalidate(): void;
  /**
   * Forget everything at `at` even without a write: an answer that changes by itself at a known time
   * (a slot hold running out frees a crew) must not outlive it. The earliest of several wins.
   */
  expireAt(at: Date): void;
}

/** Few keys are ever used (a handful of locations per hour, a product per id); this bounds them anyway. */
const MAX_ENTRIES = 500;

export function createReadCache(enabled: boolean): ReadCache {
  const entries = new Map<string, string>();
  let generation = 0;
  let expiresAt = Number.POSITIVE_INFINITY;
  const invalidate = () => {
    generation += 1;
    entries.clear();
    expiresAt = Number.POSITIVE_INFINITY;
  };
  return {
    enabled,
    async json(key, load, now) {
      if (now && now.getTime() >= expiresAt) invalidate();
      const hit = enabled ? entries.get(key) : undefined;
      if (hit !== undefined) return hit;
      const started = generation;
      const value = JSON.stringify(await load());
      // A write during the load may have made the answer stale: serve it this once, do not keep it.
      if (enabled && started === generation) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
        entries.set(key, value);
      }
      return value;
    },
    invalidate,
    expireAt(at) {
      expiresAt = Math.min(expiresAt, at.getTime());
    },
  };
}
