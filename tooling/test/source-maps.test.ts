import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import webpack from 'webpack';
import { baseConfig } from '../src/webpack/base';
import { COMPILE_HINT } from '../src/webpack/compile-hint';
import { listenStatic } from '../src/serve-static';

// A real production build of a one-module app with the web apps' shared webpack base, then served by
// the static server: the team keeps the maps, the public gets neither a map nor a pointer to one.
let scratch: string;
let dist: string;
let server: Server | undefined;
// A long, repetitive line, so the bundle is big enough for its precompressed copies.
const MOTTO = 'Sparkle keeps Lagos clean. '.repeat(40);
const SOURCE = `export const greeting = (name) => \`Hello, \${name}\`;\nconsole.log(greeting("Lagos"), "${MOTTO}");\n`;

beforeAll(async () => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'clean-source-maps-'));
  mkdirSync(path.join(scratch, 'src'));
  writeFileSync(path.join(scratch, 'src', 'index.js'), SOURCE);
  const config = { ...baseConfig({ app: 'public', dir: scratch, mode: 'production' }), entry: './src/index.js' };
  dist = config.output.path!;
  await new Promise<void>((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error || !stats || stats.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else resolve();
    });
  });
}, 120_000);

afterAll(async () => {
  if (server) {
    server.closeAllConnections();
    await new Promise((resolve) => server!.close(resolve));
  }
  rmSync(scratch, { recursive: true, force: true });
});

describe('a production build', () => {
  it('writes a source map for each bundle, and no bundle says where it is', () => {
    const files = readdirSync(dist);
    const bundles = files.filter((file) => file.endsWith('.js'));
    expect(bundles.length).toBeGreaterThan(0);
    for (const bundle of bundles) {
      expect(files).toContain(`${bundle}.map`);
      expect([bundle, readFileSync(path.join(dist, bundle), 'utf8')]).toEqual([
        bundle,
        expect.not.stringContaining('sourceMappingURL'),
      ]);
      expect(JSON.parse(readFileSync(path.join(dist, `${bundle}.map`), 'utf8')).sourcesContent).toContain(SOURCE);
    }
  });

  it("starts each bundle with V8's compile hint, in the precompressed copies too, and maps its code past it", () => {
    const bundles = readdirSync(dist).filter((file) => file.endsWith('.js'));
    expect(bundles.length).toBeGreaterThan(0);
    for (const bundle of bundles) {
      const file = path.join(dist, bundle);
      const text = readFileSync(file, 'utf8');
      expect([bundle, text.startsWith(COMPILE_HINT)]).toEqual([bundle, true]);
      expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(text);
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(text);
      // The map's lines are the bundle's, separated by ';': the hint's line maps to no source, and the
      // line holding the greeting's code maps to some.
      const mappedLines = (JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { mappings: string }).mappings.split(';');
      const codeLine = text.split('\n').findIndex((line) => line.includes('Hello, '));
      expect(codeLine).toBeGreaterThan(0);
      expect(mappedLines[0]).toBe('');
      expect(mappedLines[codeLine]).not.toBe('');
    }
  });

  it('is served without its source maps', async () => {
    server = await listenStatic({ app: 'public', root: dist, port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const bundle = readdirSync(dist).find((file) => file.endsWith('.js'))!;
    const script = await fetch(`${origin}/${bundle}`);
    expect(script.status).toBe(200);
    expect(script.headers.get('sourcemap')).toBeNull();
    expect(await script.text()).toContain('Hello, ');
    const map = await fetch(`${origin}/${bundle}.map`);
    expect(map.status).toBe(404);
    expect(await map.text()).toBe('Not found');
  });
});
