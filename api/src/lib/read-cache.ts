/**
 * Answers of hot reads (catalogue, availability), kept as ready-to-send JSON and dropped on every write
 * that could change them. Only for a database one process owns (PGlite): with PostgreSQL other API
 * processes write too, so the cache is off and every read goes to the database.
 */
export interface ReadCache {
  readonly enabled: boolean;
  /** The cached JSON of `key`, or `load()`'s answer serialized (and kept unless a write came meanwhile). */
  json(key: string, load: () => Promise<unknown>): Promise<string>;
  /** Forget everything (after a write). */
  invalidate(): void;
}

/** Few keys are ever used (a handful of locations per hour, a product per id); this bounds them anyway. */
const MAX_ENTRIES = 500;

export function createReadCache(enabled: boolean): ReadCache {
  const entries = new Map<string, string>();
  let generation = 0;
  return {
    enabled,
    async json(key, load) {
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
    invalidate() {
      generation += 1;
      entries.clear();
    },
  };
}
