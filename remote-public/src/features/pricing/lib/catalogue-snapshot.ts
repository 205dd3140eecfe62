import { CATALOGUE_SNAPSHOT_ID, type CatalogueSnapshot } from '@clean/shared/prerender';
import type { Product } from '@clean/shared/schemas';

/**
 * The prerendered `/pricing` carries the catalogue it was rendered with (tooling/src/prerender.ts), so
 * the live page shows the same prices at once instead of a skeleton. It is only ever shown, never used
 * for an amount charged (the booking page reads the live catalogue), and only until the API answers
 * (docs/DECISIONS.md, "The prerendered catalogue").
 */

/** What the page shows: the live catalogue, else the snapshot (provisional), else nothing yet. */
export interface ShownCatalogue {
  products?: Product[];
  /** The snapshot is shown: the live answer may still replace it. */
  provisional: boolean;
}

/**
 * The live answer always wins, whether it is the same or not; a failed one drops the snapshot too, so
 * a price the API could not confirm is never left on the screen.
 */
export function shownCatalogue(live: { data?: Product[]; error?: unknown }, snapshot?: Product[]): ShownCatalogue {
  if (live.data) return { products: live.data, provisional: false };
  if (live.error || !snapshot) return { provisional: false };
  return { products: snapshot, provisional: true };
}

/** The products of a snapshot's body (a `GET /api/admin/products` answer), or undefined if it has none. */
export function snapshotProducts(snapshot: unknown): Product[] | undefined {
  if (typeof snapshot !== 'object' || snapshot === null) return undefined;
  const { version, body } = snapshot as Partial<CatalogueSnapshot>;
  if (typeof version !== 'string' || typeof body !== 'object' || body === null) return undefined;
  const products = (body as { products?: unknown }).products;
  // Written by our own prerendering from the API's validated answer: its shape is the API's.
  return Array.isArray(products) ? (products as Product[]) : undefined;
}

let pageSnapshot: { products?: Product[] } | undefined;

/** The snapshot of the page this visit started on, read once; undefined after a live answer. */
export function pageCatalogueSnapshot(): Product[] | undefined {
  if (!pageSnapshot) {
    const text = typeof document === 'undefined' ? null : document.getElementById(CATALOGUE_SNAPSHOT_ID)?.textContent;
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    pageSnapshot = { products: snapshotProducts(parsed) };
  }
  return pageSnapshot.products;
}

/** Once the API has answered, a later visit to the page within this one never goes back to the snapshot. */
export function forgetCatalogueSnapshot(): void {
  pageSnapshot = { products: undefined };
}
