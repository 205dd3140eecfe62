/**
 * A page's data as the API answered prerendering (docs/DECISIONS.md, "The prerendered catalogue"): read
 * once, answered to the prerendering browser, and carried in the page's head for the live page. The
 * pricing page's catalogue and each city page's areas are such snapshots.
 */
import type { CatalogueSnapshot } from '@clean/shared/prerender';

/** A snapshot as a page uses it: the URL its page reads, and the data block that carries it. */
export interface PageSnapshot {
  url: string;
  snapshot: CatalogueSnapshot;
  element: string;
}

/** How long prerendering waits for a snapshot's answer before rendering the page without it. */
const SNAPSHOT_TIMEOUT_MS = 5_000;

/** Why a page got no snapshot: the URL read and the reason (no answer, an error, no ETag). */
export interface SnapshotMiss {
  url: string;
  missing: string;
}

/** What the API answers at `url` now, with its `ETag`, or why there is none to use. */
export async function readSnapshot(url: string): Promise<CatalogueSnapshot | SnapshotMiss> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(SNAPSHOT_TIMEOUT_MS) });
    const version = response.headers.get('etag');
    if (!response.ok || !version) throw new Error(`HTTP ${response.status}${version ? '' : ', no ETag'}`);
    return { version, body: (await response.json()) as unknown };
  } catch (error) {
    return { url, missing: error instanceof Error ? error.message : String(error) };
  }
}

export const isSnapshotMiss = (read: object): read is SnapshotMiss => 'missing' in read;

/**
 * The data block with id `id` that carries a snapshot in a page's head. `<` is escaped so no text in
 * the data can end the element early.
 */
export function snapshotElement(id: string, snapshot: CatalogueSnapshot): string {
  const json = JSON.stringify(snapshot).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/** The page's use of the snapshot at `url`, or why the API gave none. */
export async function pageSnapshot(id: string, url: string): Promise<PageSnapshot | SnapshotMiss> {
  const read = await readSnapshot(url);
  return isSnapshotMiss(read) ? read : { url, snapshot: read, element: snapshotElement(id, read) };
}

/**
 * One line per reason for the pages prerendered without their data (`misses`, by path): a build with
 * no API running (the usual case) says so once, not once per page. Such a page is prerendered in its
 * loading state and reads its data live.
 */
export function describeMisses(misses: ReadonlyMap<string, SnapshotMiss>): string[] {
  const byReason = new Map<string, string[]>();
  for (const [page, { url, missing }] of misses) {
    const reason = `${new URL(url).origin} (${missing})`;
    byReason.set(reason, [...(byReason.get(reason) ?? []), page]);
  }
  return [...byReason].map(
    ([reason, pages]) => `prerender: no data from ${reason}: ${pages.join(', ')} prerendered loading their data`,
  );
}
