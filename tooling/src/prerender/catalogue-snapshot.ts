/**
 * The catalogue `/pricing` is prerendered with (docs/DECISIONS.md, "The prerendered catalogue"): read
 * from the API the runtime config names, and carried in the page's head for the live page.
 */
import { CATALOGUE_SNAPSHOT_ID, type CatalogueSnapshot } from '@clean/shared/prerender';

/** The catalogue read the pricing page makes (`getProducts` in @clean/shared/api). */
export const cataloguePath = '/api/admin/products';

/** How long prerendering waits for the API's catalogue before rendering the page without it. */
const SNAPSHOT_TIMEOUT_MS = 5_000;

/** The catalogue's URL on the API at `apiBaseUrl`, as the pricing page asks for it. */
export function catalogueUrl(apiBaseUrl: string): string {
  return `${apiBaseUrl.replace(/\/$/, '')}${cataloguePath}`;
}

/**
 * The catalogue as the API at `apiBaseUrl` answers now, with its `ETag`; undefined (with the reason
 * printed) when it does not answer, answers an error, or sends no tag.
 */
export async function readCatalogueSnapshot(apiBaseUrl: string): Promise<CatalogueSnapshot | undefined> {
  const url = catalogueUrl(apiBaseUrl);
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(SNAPSHOT_TIMEOUT_MS) });
    const version = response.headers.get('etag');
    if (!response.ok || !version) throw new Error(`HTTP ${response.status}${version ? '' : ', no ETag'}`);
    return { version, body: (await response.json()) as unknown };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.log(`prerender: no catalogue from ${url} (${reason}): /pricing is prerendered loading its prices`);
    return undefined;
  }
}

/**
 * The data block that carries a snapshot in a page's head. `<` is escaped so no text in the catalogue
 * can end the element early.
 */
export function catalogueSnapshotElement(snapshot: CatalogueSnapshot): string {
  const json = JSON.stringify(snapshot).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${CATALOGUE_SNAPSHOT_ID}">${json}</script>`;
}
