/**
 * The areas each city page is prerendered with (docs/PRODUCT.md, "Areas and landmarks"), as the
 * catalogue of `/pricing` is (docs/DECISIONS.md, "The prerendered catalogue"): the visitor sees the
 * areas at once, and the HTML names them.
 */
import type { Location } from '@clean/shared/constants';
import { AREAS_SNAPSHOT_ID } from '@clean/shared/prerender';
import { pageSnapshot, type PageSnapshot, type SnapshotMiss } from './data-snapshot';

/** A city's areas on the API at `apiBaseUrl`, as its page asks for them (`readCityAreas`). */
export function areasUrl(apiBaseUrl: string, location: Location): string {
  return `${apiBaseUrl.replace(/\/$/, '')}/api/areas?${new URLSearchParams({ location }).toString()}`;
}

/** A city's areas as the API at `apiBaseUrl` answers now, for its page, or why there are none. */
export function readAreasSnapshot(apiBaseUrl: string, location: Location): Promise<PageSnapshot | SnapshotMiss> {
  return pageSnapshot(AREAS_SNAPSHOT_ID, areasUrl(apiBaseUrl, location));
}
