import { cityPath, type Location } from '@clean/shared';
import { AREAS_SNAPSHOT_ID, type CatalogueSnapshot } from '@clean/shared/prerender';
import type { Area } from '@clean/shared/schemas';

/**
 * A prerendered city page carries the areas it was rendered with (tooling/src/prerender/areas-snapshot.ts),
 * so the live page lists them at once instead of an outline, until the API answers: as the pricing
 * page's catalogue (docs/DECISIONS.md, "The prerendered catalogue").
 */

/** The areas of a snapshot's body (a `GET /api/areas` answer), or undefined if it has none. */
export function snapshotAreas(snapshot: unknown): Area[] | undefined {
  if (typeof snapshot !== 'object' || snapshot === null) return undefined;
  const { version, body } = snapshot as Partial<CatalogueSnapshot>;
  if (typeof version !== 'string' || typeof body !== 'object' || body === null) return undefined;
  const areas = (body as { areas?: unknown }).areas;
  // Written by our own prerendering from the API's answer: its shape is the API's.
  return Array.isArray(areas) ? (areas as Area[]) : undefined;
}

/** The page the visit started on and the areas it was prerendered with. */
let pageSnapshot: { path: string; areas?: Area[] } | undefined;

/**
 * The areas the page this visit started on was prerendered with, if it is `location`'s page (a
 * visitor who moves to another city waits for that city's); undefined after a live answer.
 */
export function pageAreasSnapshot(location: Location): Area[] | undefined {
  if (!pageSnapshot) {
    const text = typeof document === 'undefined' ? null : document.getElementById(AREAS_SNAPSHOT_ID)?.textContent;
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    pageSnapshot = {
      path: typeof window === 'undefined' ? '' : window.location.pathname,
      areas: snapshotAreas(parsed),
    };
  }
  return pageSnapshot.path === cityPath(location) ? pageSnapshot.areas : undefined;
}

/** Once the API has answered, a later visit to a city page within this one never goes back to the snapshot. */
export function forgetAreasSnapshot(): void {
  pageSnapshot = { path: '' };
}
