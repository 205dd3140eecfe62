/**
 * How long browsers and CDNs may keep a file of a remote's release (`releases/<version>/…`). A release
 * folder is never rewritten and its chunks carry their content hash, so they are cached for a year
 * without revalidation; the manifest and `remoteEntry.js` keep fixed names and are revalidated, so a
 * release that is fixed up in place by hand (it should not be) is still noticed.
 */
import path from 'node:path';

/** Where a remote's releases live, under its `dist/` and in its URLs. */
export const RELEASES_DIR = 'releases';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** `[name].[contenthash:8].ext` and what is named after such a file (`.map`, `.LICENSE.txt`, `.gz`, `.br`). */
const CONTENT_HASHED = /\.[0-9a-f]{8}\./;

export const isReleasePath = (pathname: string): boolean => pathname.startsWith(`/${RELEASES_DIR}/`);

/** The Cache-Control of a release's file, or undefined for a path outside the releases (the static server's default). */
export function releaseCacheControl(pathname: string): string | undefined {
  if (!isReleasePath(pathname)) return undefined;
  return CONTENT_HASHED.test(path.posix.basename(pathname)) ? IMMUTABLE : REVALIDATE;
}
