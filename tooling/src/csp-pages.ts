/**
 * The security headers of one web app's HTML pages as they are on disk now: the runtime config file
 * and every `.html` file of the app's `dist/` (their inline pieces hashed). All pages of an app share
 * one policy, the union of their hashes, so an operator sets a single header for all of them
 * (csp-headers.ts). Recomputed only when a file changed, since deploying is replacing `dist/`.
 * The static server asks for them on every answer, so noticing a change must cost little: folders are
 * read again only when their own modification time changed (a file added, removed or renamed), and
 * only the HTML files and the config are looked at each time.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describeConfigProblems, runtimeConfig, type RuntimeConfig } from '@clean/shared/runtime-config';
import type { WebAppName } from './apps';
import { pageKindOf, securityHeaders, type SecurityHeaderOptions } from './csp';
import { inlineHashes, mergeHashes } from './csp-inline';

export interface AppPages {
  app: WebAppName;
  /** The app's build folder. */
  root: string;
  /** The runtime config the pages are served with. */
  configFile: string;
}

/** Every `.html` file under `root`, as paths relative to it, sorted. */
export function htmlFiles(root: string): string[] {
  const entries = readdirSync(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** The runtime config in `file`, or an error naming the file and every problem. */
export function readRuntimeConfig(file: string): RuntimeConfig {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} could not be read as JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  const checked = runtimeConfig.safeParse(parsed);
  if (!checked.success)
    throw new Error(`${file} is not a valid runtime config:\n${describeConfigProblems(checked.error)}`);
  return checked.data;
}

/** The headers for the app's pages as the files are now. */
export function pageHeaders(pages: AppPages, options: SecurityHeaderOptions = {}): Record<string, string> {
  const config = readRuntimeConfig(pages.configFile);
  const inline = mergeHashes(
    htmlFiles(pages.root).map((file) => inlineHashes(readFileSync(path.join(pages.root, file), 'utf8'))),
  );
  return securityHeaders(config, pageKindOf(pages.app), inline, options);
}

interface FolderListing {
  /** The folder's inode and modification time when it was read. */
  version: string;
  folders: string[];
  html: string[];
}

/**
 * `htmlFiles` as absolute paths, for repeated calls: each folder is listed again only when its
 * modification time (or inode: a replaced folder) changed, which any entry added, removed or renamed
 * in it does. A file rewritten in place changes no folder; `signature` stats the HTML files for that.
 */
export function htmlFileTracker(root: string): () => string[] {
  let listings = new Map<string, FolderListing>();
  return () => {
    const seen = new Map<string, FolderListing>();
    const html: string[] = [];
    const visit = (folder: string) => {
      const stats = statSync(folder, { throwIfNoEntry: false });
      if (!stats?.isDirectory()) return;
      const version = `${stats.ino}:${stats.mtimeMs}`;
      let listing = listings.get(folder);
      if (listing?.version !== version) {
        const entries = readdirSync(folder, { withFileTypes: true });
        listing = {
          version,
          folders: entries.filter((entry) => entry.isDirectory()).map((entry) => path.join(folder, entry.name)),
          html: entries
            .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
            .map((entry) => path.join(folder, entry.name)),
        };
      }
      seen.set(folder, listing);
      html.push(...listing.html);
      for (const child of listing.folders) visit(child);
    };
    visit(root);
    listings = seen;
    return html.sort();
  };
}

/** What the headers depend on: the config's and each HTML file's path, size and modification time. */
function signature(configFile: string, html: string[]): string {
  return [configFile, ...html]
    .map((file) => {
      const stats = statSync(file, { throwIfNoEntry: false });
      return `${file}:${stats?.size}:${stats?.mtimeMs}`;
    })
    .join('\n');
}

/** `pageHeaders`, computed again only when the config or an HTML file changed. */
export function cachedPageHeaders(pages: AppPages, options: SecurityHeaderOptions = {}): () => Record<string, string> {
  let last: { signature: string; headers: Record<string, string> } | undefined;
  const trackHtml = htmlFileTracker(pages.root);
  return () => {
    const current = signature(pages.configFile, trackHtml());
    if (last?.signature !== current) last = { signature: current, headers: pageHeaders(pages, options) };
    return last.headers;
  };
}
