/**
 * The files of the crew's photos whose customer was erased (docs/PRODUCT.md, "Your data"). The erasure's
 * transaction flags the rows (`job_photos.erased_at`), so from its commit no answer shows them; the files
 * go after it, each removed from object storage before its row is deleted. A store that fails leaves the
 * rest flagged, and the daily retention job calls this again: nothing is lost if the process stops
 * between the commit and the removal.
 */
import type { Database } from '../db/client';
import type { ObjectStore } from '../files/object-store';
import { deleteErasedPhoto, erasedPhotos } from '../repositories/personal-data-repository';

export interface ErasedPhotoDeps {
  db: Database;
  files: Pick<ObjectStore, 'remove'>;
}

/** Rows read at a time. */
const BATCH_SIZE = 100;

/**
 * Removes the files and rows of every flagged photo; answers how many went, and the store's error that
 * stopped it (the rest stay flagged for the next run), or null.
 */
export async function removeErasedPhotos(deps: ErasedPhotoDeps): Promise<{ removed: number; failure: Error | null }> {
  let removed = 0;
  for (;;) {
    const photos = await erasedPhotos(deps.db, BATCH_SIZE);
    if (photos.length === 0) return { removed, failure: null };
    for (const photo of photos) {
      try {
        await deps.files.remove(photo.storageKey);
      } catch (error) {
        return { removed, failure: error instanceof Error ? error : new Error(String(error)) };
      }
      await deleteErasedPhoto(deps.db, photo.id);
      removed += 1;
    }
  }
}
