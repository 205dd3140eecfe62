import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { IMMUTABLE, REVALIDATE } from '../src/release-cache';
import { buildContentHash, release, ReleaseExistsError, releaseVersion, type SourceState } from '../src/release';
import { repoRoot } from '../src/processes';
import { listenStatic } from '../src/serve-static';

let scratch: string;
let releasesDir: string;
const clean: SourceState = { commit: 'abc1234', dirty: false };
const dirty: SourceState = { commit: 'abc1234', dirty: true };

/** A stand-in for the webpack build: what a remote's production build writes, with one visible text. */
const fakeBuild = (text: string) => (outputDir: string) => {
  const files: Record<string, string> = {
    'mf-manifest.json': JSON.stringify({ name: 'clean_public', text }),
    'remoteEntry.js': `/* ${text} */`,
    'main.0a1b2c3d.js': `console.log(${JSON.stringify(text)})`,
    'main.0a1b2c3d.js.gz': 'gzip',
    'main.0a1b2c3d.js.map': '{}',
    'assets/logo.9f8e7d6c.svg': '<svg/>',
  };
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(outputDir, name)), { recursive: true });
    writeFileSync(path.join(outputDir, name), content);
  }
};

beforeEach(() => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'clean-release-'));
  releasesDir = path.join(scratch, 'dist', 'releases');
});
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

describe('a release', () => {
  it('is named by the package version and commit, marked and content-named when built from uncommitted changes', () => {
    expect(releaseVersion('0.1.0', clean, 'ffff0000')).toBe('0.1.0-abc1234');
    expect(releaseVersion('0.1.0', dirty, 'ffff0000')).toBe('0.1.0-abc1234-dirty.ffff0000');
  });

  it('puts the whole build in dist/releases/<version>/ and nothing beside it', () => {
    const { version, folder } = release({
      releasesDir,
      packageVersion: '0.1.0',
      source: clean,
      build: fakeBuild('v1'),
    });

    expect(version).toBe('0.1.0-abc1234');
    expect(folder).toBe(path.join(releasesDir, '0.1.0-abc1234'));
    expect(readdirSync(releasesDir)).toEqual(['0.1.0-abc1234']);
    expect(readdirSync(folder).sort()).toEqual(
      [
        'assets',
        'main.0a1b2c3d.js',
        'main.0a1b2c3d.js.gz',
        'main.0a1b2c3d.js.map',
        'mf-manifest.json',
        'remoteEntry.js',
      ].sort(),
    );
  });

  it('never overwrites an existing release, and refuses a clean one before building', () => {
    const { folder } = release({ releasesDir, packageVersion: '0.1.0', source: clean, build: fakeBuild('v1') });
    const build = jest.fn(fakeBuild('v2'));

    expect(() => release({ releasesDir, packageVersion: '0.1.0', source: clean, build })).toThrow(ReleaseExistsError);
    expect(build).not.toHaveBeenCalled();
    expect(readFileSync(path.join(folder, 'remoteEntry.js'), 'utf8')).toBe('/* v1 */');
  });

  it('gives dirty builds of different content different folders, and refuses the same content twice', () => {
    const first = release({ releasesDir, packageVersion: '0.1.0', source: dirty, build: fakeBuild('v1') });
    const second = release({ releasesDir, packageVersion: '0.1.0', source: dirty, build: fakeBuild('v2') });

    expect(second.version).not.toBe(first.version);
    expect(second.version).toMatch(/^0\.1\.0-abc1234-dirty\.[0-9a-f]{8}$/);
    expect(() => release({ releasesDir, packageVersion: '0.1.0', source: dirty, build: fakeBuild('v1') })).toThrow(
      ReleaseExistsError,
    );
    expect(readFileSync(path.join(first.folder, 'remoteEntry.js'), 'utf8')).toBe('/* v1 */');
    // The refused build left no staging folder behind.
    expect(readdirSync(releasesDir).sort()).toEqual([first.version, second.version].sort());
  });

  it('leaves no folder behind when the build fails', () => {
    const failing = () => {
      throw new Error('build failed');
    };
    expect(() => release({ releasesDir, packageVersion: '0.1.0', source: clean, build: failing })).toThrow(
      'build failed',
    );
    expect(existsSync(releasesDir) ? readdirSync(releasesDir) : []).toEqual([]);
  });
});

describe('the static server for releases', () => {
  let server: Server;
  let origin: string;
  let version: string;

  beforeEach(async () => {
    ({ version } = release({ releasesDir, packageVersion: '0.1.0', source: clean, build: fakeBuild('v1') }));
    writeFileSync(path.join(scratch, 'dist', 'mf-manifest.json'), '{}');
    server = await listenStatic({ app: 'public', root: path.join(scratch, 'dist'), port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const headersOf = async (pathname: string, init?: RequestInit) => {
    const response = await fetch(`${origin}${pathname}`, init);
    expect(response.status).toBe(200);
    return response.headers;
  };

  it('caches hashed chunks for a year, without revalidation, and sends them to any origin', async () => {
    for (const file of ['main.0a1b2c3d.js', 'assets/logo.9f8e7d6c.svg']) {
      const headers = await headersOf(`/releases/${version}/${file}`);
      expect(headers.get('cache-control')).toBe(IMMUTABLE);
      expect(headers.get('access-control-allow-origin')).toBe('*');
    }
    // The source map stays in the release folder for the team, and is never served.
    expect(readdirSync(path.join(releasesDir, version))).toContain('main.0a1b2c3d.js.map');
    expect((await fetch(`${origin}/releases/${version}/main.0a1b2c3d.js.map`)).status).toBe(404);
    // The precompressed copy goes out with the same header.
    const gzipped = await headersOf(`/releases/${version}/main.0a1b2c3d.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.get('content-encoding')).toBe('gzip');
    expect(gzipped.get('cache-control')).toBe(IMMUTABLE);
  });

  it('revalidates the manifest and the container every time', async () => {
    for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
      const headers = await headersOf(`/releases/${version}/${file}`);
      expect(headers.get('cache-control')).toBe(REVALIDATE);
      expect(headers.get('access-control-allow-origin')).toBe('*');
    }
  });

  it('leaves the files outside the releases revalidated, as before', async () => {
    expect((await headersOf('/mf-manifest.json')).get('cache-control')).toBe('no-cache');
  });
});

describe("the shell's /config.json", () => {
  it('is revalidated on every page load, so a changed config (a rollback) is seen at once', async () => {
    const shellDist = path.join(scratch, 'shell');
    mkdirSync(shellDist, { recursive: true });
    // A valid config: the server derives every answer's security headers from it.
    const config = readFileSync(path.join(repoRoot, 'shell', 'public', 'config.json'), 'utf8');
    writeFileSync(path.join(shellDist, 'config.json'), config);
    const configFile = path.join(scratch, 'config.production.json');
    writeFileSync(configFile, config);
    for (const runtimeConfigFile of [undefined, configFile]) {
      const server = await listenStatic({
        app: 'shell',
        root: shellDist,
        runtimeConfigFile,
        port: 0,
        host: '127.0.0.1',
      });
      try {
        const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/config.json`);
        expect(response.headers.get('cache-control')).toBe('no-cache');
      } finally {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    }
  });
});

describe('the content hash of a dirty release', () => {
  it('changes with any file of the build, not only the manifest', () => {
    const dir = path.join(scratch, 'build');
    fakeBuild('v1')(dir);
    const before = buildContentHash(dir);
    expect(buildContentHash(dir)).toBe(before);
    writeFileSync(path.join(dir, 'main.0a1b2c3d.js'), 'console.log("patched")');
    expect(buildContentHash(dir)).not.toBe(before);
  });
});
