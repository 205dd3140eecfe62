/**
 * The catalogue `/pricing` is prerendered with (docs/DECISIONS.md, "The prerendered catalogue"): read
 * from the API the runtime config names, and carried in the page's head for the live page.
 */
import { CATALOGUE_SNAPSHOT_ID, type CatalogueSnapshot } from '@clean/shared/prerender';
import { pageSnapshot, snapshotElement, type PageSnapshot, type SnapshotMiss } from './data-snapshot';

/** The catalogue read the pricing page makes (`getProducts` in @clean/shared/api). */
export const cataloguePath = '/api/admin/products';

/** The catalogue's URL on the API at `apiBaseUrl`, as the pricing page asks for it. */
export function catalogueUrl(apiBaseUrl: string): string {
  return `${apiBaseUrl.replace(/\/$/, '')}${cataloguePath}`;
}

/** The catalogue as the API at `apiBaseUrl` answers now, for the pricing page, or why there is none. */
export function readCatalogueSnapshot(apiBaseUrl: string): Promise<PageSnapshot | SnapshotMiss> {
  return pageSnapshot(CATALOGUE_SNAPSHOT_ID, catalogueUrl(apiBaseUrl));
}

/** The data block that carries the catalogue in the pricing page's head. */
export function catalogueSnapshotElement(snapshot: CatalogueSnapshot): string {
  return snapshotElement(CATALOGUE_SNAPSHOT_ID, snapshot);
}
