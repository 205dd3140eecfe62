/**
 * Where files live (docs/ARCHITECTURE.md, "Files"): object storage, never the database. The default is
 * a local folder (FILES_DIR); with OBJECT_STORE_URL, an S3-compatible server (files/s3-object-store.ts).
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface ObjectStore {
  /** Stores `bytes` under `key` whole: a reader never sees half a file. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes under `key`; null when there are none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the bytes under `key`; a key with none is already removed (a retry after a failure). */
  remove(key: string): Promise<void>;
}

/** Keys are ours ('job-photos/<uuid>'): letters, digits, '-', '_' and '/' between names. */
const SAFE_KEY = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*$/;

/** `key` if it is one of ours; throws otherwise (never a path outside the store). */
export function checkedKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`Not an object key: ${JSON.stringify(key)}`);
  return key;
}

/** A folder on this machine: each key a file under `dir`. */
export function folderObjectStore(dir: string): ObjectStore {
  const fileOf = (key: string) => path.join(dir, ...checkedKey(key).split('/'));
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${process.pid}.${Date.now()}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, file);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
