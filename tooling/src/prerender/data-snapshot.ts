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

/**
 * What the API answers at `url` now, with its `ETag`; undefined (with the reason printed, naming the
 * `page` that is then prerendered loading) when it does not answer, answers an error, or sends no tag.
 */
export async function readSnapshot(url: string, page: string): Promise<CatalogueSnapshot | undefined> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(SNAPSHOT_TIMEOUT_MS) });
    const version = response.headers.get('etag');
    if (!response.ok || !version) throw new Error(`HTTP ${response.status}${version ? '' : ', no ETag'}`);
    return { version, body: (await response.json()) as unknown };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.log(`prerender: no snapshot from ${url} (${reason}): ${page} is prerendered loading its data`);
    return undefined;
  }
}

/**
 * The data block with id `id` that carries a snapshot in a page's head. `<` is escaped so no text in
 * the data can end the element early.
 */
export function snapshotElement(id: string, snapshot: CatalogueSnapshot): string {
  const json = JSON.stringify(snapshot).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/** The page's use of the snapshot at `url`, or undefined when the API gave none. */
export async function pageSnapshot(id: string, url: string, page: string): Promise<PageSnapshot | undefined> {
  const snapshot = await readSnapshot(url, page);
  return snapshot && { url, snapshot, element: snapshotElement(id, snapshot) };
}
