/**
 * `npm run release -w <remote>`: builds the remote into its own immutable folder,
 * `<remote>/dist/releases/<version>/`, and prints the manifest URL a runtime config points at.
 *
 *   tsx tooling/src/release.ts --app public
 *
 * The version is the package.json version and the short commit, e.g. `0.1.0-37c0458`. A build from a
 * tree whose build inputs have uncommitted changes is still allowed (a team tries a fix on staging)
 * but is marked and told apart by its content: `0.1.0-37c0458-dirty.1a2b3c4d`. An existing release
 * folder is never overwritten: visitors with the page open still load its chunks.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { FEDERATION_MANIFEST, localUrl, parseWebAppName, webApp, type WebApp } from './apps';
import { repoRoot } from './processes';
import { RELEASES_DIR } from './release-cache';

export interface SourceState {
  /** Short commit of HEAD. */
  commit: string;
  /** Whether the remote's build inputs have uncommitted changes. */
  dirty: boolean;
}

export class ReleaseExistsError extends Error {
  constructor(readonly folder: string) {
    super(`${folder} already exists: a release is never overwritten. Commit a change, or point the config at it.`);
  }
}

/** A release's version: `<package version>-<commit>`, plus `-dirty.<content hash>` for uncommitted sources. */
export function releaseVersion(packageVersion: string, source: SourceState, contentHash: string): string {
  const base = `${packageVersion}-${source.commit}`;
  return source.dirty ? `${base}-dirty.${contentHash}` : base;
}

/**
 * A hash of every file of a build, names included: two dirty builds of the same sources get the same
 * version (and the second is refused as existing), any difference a different one.
 */
export function buildContentHash(buildDir: string): string {
  const hash = createHash('sha256');
  const files = readdirSync(buildDir, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) {
    const absolute = path.join(buildDir, file);
    if (!statSync(absolute).isFile()) continue;
    hash.update(file.split(path.sep).join('/')).update('\0').update(readFileSync(absolute)).update('\0');
  }
  return hash.digest('hex').slice(0, 8);
}

/** The folders whose changes change a remote's build. */
export const buildInputs = (app: WebApp): string[] => [app.dir, 'shared', 'tooling', 'package-lock.json'];

/** HEAD's short commit, and whether the remote's build inputs differ from it. */
export function sourceState(app: WebApp, cwd = repoRoot): SourceState {
  const git = (...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();
  return {
    commit: git('rev-parse', '--short=7', 'HEAD'),
    dirty: git('status', '--porcelain', '--', ...buildInputs(app)) !== '',
  };
}

/** Moves a finished build to `releasesDir/<version>`; refuses, leaving both untouched, if that exists. */
export function publishRelease(buildDir: string, releasesDir: string, version: string): string {
  const folder = path.join(releasesDir, version);
  if (existsSync(folder)) throw new ReleaseExistsError(folder);
  mkdirSync(releasesDir, { recursive: true });
  // A rename on one file system: the folder appears whole, never half-copied.
  renameSync(buildDir, folder);
  return folder;
}

/** The production webpack build of a remote into `outputDir`. */
export function webpackBuild(app: WebApp, outputDir: string): void {
  const cli = require.resolve('webpack-cli/bin/cli.js', { paths: [path.join(repoRoot, app.dir)] });
  const result = spawnSync(process.execPath, [cli, '--mode', 'production', '--output-path', outputDir], {
    cwd: path.join(repoRoot, app.dir),
    env: { ...process.env, NODE_OPTIONS: '--import=tsx' },
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`The build of ${app.dir} failed (exit ${result.status}).`);
}

export interface ReleaseOptions {
  /** The remote's `dist/releases`. */
  releasesDir: string;
  packageVersion: string;
  source: SourceState;
  build: (outputDir: string) => void;
}

/** Builds into a staging folder beside the releases, names the build, and publishes it. */
export function release({ releasesDir, packageVersion, source, build }: ReleaseOptions): {
  version: string;
  folder: string;
} {
  // A clean tree's version is known before building: refuse at once rather than after a build.
  if (!source.dirty) {
    const folder = path.join(releasesDir, releaseVersion(packageVersion, source, ''));
    if (existsSync(folder)) throw new ReleaseExistsError(folder);
  }
  // Dot-named, so it is never taken for a release; beside them, so publishing is a rename.
  const staging = path.join(releasesDir, `.staging-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(releasesDir, { recursive: true });
  try {
    build(staging);
    const version = releaseVersion(packageVersion, source, buildContentHash(staging));
    return { version, folder: publishRelease(staging, releasesDir, version) };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

function main(): void {
  const { values } = parseArgs({ options: { app: { type: 'string' } } });
  const app = webApp(parseWebAppName(values.app));
  if (app.name === 'shell') throw new Error('Releases are for remotes; the shell is deployed by its build.');
  const appDir = path.join(repoRoot, app.dir);
  const { version: packageVersion } = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  const source = sourceState(app);
  const started = Date.now();
  const { version, folder } = release({
    releasesDir: path.join(appDir, 'dist', RELEASES_DIR),
    packageVersion,
    source,
    build: (outputDir) => webpackBuild(app, outputDir),
  });
  console.log(`Released ${app.dir} ${version} in ${((Date.now() - started) / 1000).toFixed(1)} s: ${folder}`);
  if (source.dirty)
    console.log('Built from uncommitted changes (marked "dirty"): commit before releasing to production.');
  console.log(
    `Point the runtime config's remotes.${app.name} at ${localUrl(app.port)}/${RELEASES_DIR}/${version}/${FEDERATION_MANIFEST}`,
  );
}

if (require.main === module) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
