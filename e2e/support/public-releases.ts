/**
 * Releases of the public remote made by the deploy test: real `release` runs (the same code as
 * `npm run release -w remote-public`), served by the running public server at /releases/<version>/.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { FEDERATION_MANIFEST, localUrl, webApp } from '@clean/tooling/apps';
import { repoRoot } from '@clean/tooling/processes';
// The release code itself, not a copy of it: the test deploys what a team deploys.
import { release, ReleaseExistsError, sourceState, webpackBuild } from '@clean/tooling/release';
import { RELEASES_DIR } from '@clean/tooling/release-cache';

const app = webApp('public');
const distDir = path.join(repoRoot, app.dir, 'dist');
export const releasesDir = path.join(distDir, RELEASES_DIR);

/** The URL a runtime config names a release by. */
export const manifestUrl = (version: string): string =>
  `${localUrl(app.port)}/${RELEASES_DIR}/${version}/${FEDERATION_MANIFEST}`;

/** Writes a build file and its precompressed copies, which the static server prefers when present. */
function rewrite(file: string, text: string): void {
  writeFileSync(file, text);
  if (existsSync(`${file}.gz`)) writeFileSync(`${file}.gz`, gzipSync(text));
  if (existsSync(`${file}.br`)) writeFileSync(`${file}.br`, brotliCompressSync(text));
}

/** Replaces a text in every JavaScript file of a build; fails if no file had it. */
function replaceText(buildDir: string, from: string, to: string): void {
  const files = readdirSync(buildDir).filter((name) => name.endsWith('.js'));
  let replaced = 0;
  for (const name of files) {
    const file = path.join(buildDir, name);
    const source = readFileSync(file, 'utf8');
    if (!source.includes(from)) continue;
    rewrite(file, source.split(from).join(to));
    replaced += 1;
  }
  if (replaced === 0) throw new Error(`no chunk of the build contains "${from}"`);
}

/**
 * The public remote's production build in `outputDir`: a copy of its dist/ when `npm run build` made
 * one (`npm test` and `npm run test:e2e` build before the end-to-end tests, which all run against that
 * build), else a webpack build of its own. Same output either way: the remote's chunks are found from
 * wherever its manifest is fetched (`publicPath: 'auto'`).
 */
function productionBuild(outputDir: string): void {
  if (!existsSync(path.join(distDir, FEDERATION_MANIFEST))) {
    webpackBuild(app, outputDir);
    return;
  }
  mkdirSync(outputDir, { recursive: true });
  // Entry by entry: the releases (the staging folder among them) live inside dist/.
  for (const name of readdirSync(distDir)) {
    if (name !== RELEASES_DIR) cpSync(path.join(distDir, name), path.join(outputDir, name), { recursive: true });
  }
}

/**
 * Releases the public remote as built from the current sources, with one text changed if asked (a
 * stand-in for a team's change: the build is real, the change is applied to its output before the
 * release is named, so it gets its own version). A release of identical content made by an earlier
 * run is reused: releases are never overwritten.
 */
export function releasePublic(change?: { from: string; to: string }): string {
  const source = sourceState(app);
  const packageVersion = (
    JSON.parse(readFileSync(path.join(repoRoot, app.dir, 'package.json'), 'utf8')) as { version: string }
  ).version;
  try {
    return release({
      releasesDir,
      packageVersion,
      // A changed build is not the commit's build: it is named by its content, as a dirty one is.
      source: change ? { ...source, dirty: true } : source,
      build: (outputDir) => {
        productionBuild(outputDir);
        if (change) replaceText(outputDir, change.from, change.to);
      },
    }).version;
  } catch (error) {
    if (error instanceof ReleaseExistsError) return path.basename(error.folder);
    throw error;
  }
}

/**
 * A copy of a release whose manifest records that it needs `sharedContract` of `@clean/shared`: what a
 * remote built against a newer shared package than the running shell's looks like.
 */
export function releaseNeedingContract(version: string, sharedContract: string): string {
  const copy = `${version}-needs-contract-${sharedContract}`;
  const folder = path.join(releasesDir, copy);
  rmSync(folder, { recursive: true, force: true });
  cpSync(path.join(releasesDir, version), folder, { recursive: true });
  const manifestFile = path.join(folder, FEDERATION_MANIFEST);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
    metaData: { compat: { sharedContract: string } };
  };
  manifest.metaData.compat.sharedContract = sharedContract;
  rewrite(manifestFile, JSON.stringify(manifest));
  return copy;
}

/** Removes releases a test made (a real deployment keeps them; a test cleans up after itself). */
export function removeRelease(version: string): void {
  rmSync(path.join(releasesDir, version), { recursive: true, force: true });
}
