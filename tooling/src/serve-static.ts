/**
 * Serves one web app's `dist/` on its own port, as a separate team's static host would:
 * precompressed files, ETag revalidation, CORS for remotes, and for the shell a history fallback plus
 * an optional runtime config file served at /config.json. A prerendered page (`about/index.html`) is
 * served for its path; any other path gets the bare `app.html`, which renders it in the browser.
 * Every response gets the security headers derived from the runtime config (csp.ts): pages, files,
 * 404s and 304s alike, so no spelling of a path (`/app.ht%6dl`, `/admin/x!.png`, which the history
 * fallback answers with the app's page) can get a page without its policy. On a script, a style or
 * an image the headers do nothing. Source maps are never served (see `isSourceMapPath`).
 *
 *   tsx tooling/src/serve-static.ts --app public [--port 3001] [--config /etc/clean/config.json]
 *
 * `--config` (or `RUNTIME_CONFIG_FILE`) is the environment's runtime config: the shell serves it at
 * /config.json, and every app derives its pages' Content-Security-Policy from it. Without it the shell
 * uses the config.json of its build and the other apps the repository's `shell/public/config.json`.
 * `HSTS_MAX_AGE` sets Strict-Transport-Security (csp.ts, `hstsMaxAgeFromEnv`).
 *
 * A remote's releases (`dist/releases/<version>/`, release.ts) are served at `/releases/<version>/`:
 * content-hashed chunks cached for a year, the manifest and container revalidated (release-cache.ts).
 * Every other file, /config.json included, is revalidated (ETag), so a changed config or build is
 * seen on the next page load.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sirv from 'sirv';
import { parseWebAppName, webApp, type WebAppName } from './apps';
import { hstsMaxAgeFromEnv } from './csp';
import { cachedPageHeaders, readRuntimeConfig } from './csp-pages';
import { repoRoot } from './processes';
import { releaseCacheControl } from './release-cache';

/** The shell's page for every path that has no prerendered page of its own. */
export const SPA_FALLBACK = 'app.html';

/** What is served and how; where it listens is `listenStatic`'s. */
export interface StaticServerOptions {
  app: WebAppName;
  root: string;
  /**
   * The runtime config of this environment: the shell serves it at /config.json in place of any file
   * there. Every app's pages get their security headers from it (`policyConfigFile`).
   */
  runtimeConfigFile?: string;
  /** Shell only: every page path gets the bare app.html, not its prerendered page (used to prerender). */
  bare?: boolean;
  /** Strict-Transport-Security max-age in seconds; 0 or absent sends none. */
  hstsMaxAge?: number;
}

/**
 * The path the file lookup sees: without fragment or query, percent-decoded as sirv decodes it
 * (`decodeURI`; left as it is when malformed).
 */
export function lookupPath(url: string): string {
  const pathname = url.split('#')[0]!.split('?')[0]!;
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/**
 * The file a decoded path resolves to, relative to the root, as the file lookup resolves it: dot
 * segments (`/x.map/.`, `/a/../x.map`) and doubled slashes collapsed (it joins the path to the root
 * with `path.join`), trailing slashes dropped (it strips one, and a file is never found under a
 * trailing slash). The lookup then tries this name alone or with `.br`/`.gz`/`.html` added.
 */
export const resolvedFilePath = (pathname: string): string => path.posix.normalize(`/${pathname}`).replace(/\/+$/, '');

/**
 * Whether a decoded path would be answered with a source map, judged by the file it resolves to
 * (`resolvedFilePath`), not by its spelling: `x.js.map`, its precompressed copies, in any letter case
 * (a case-insensitive file system would serve `X.JS.MAP`). Production builds keep their maps for the
 * team (hidden source maps, no `sourceMappingURL` in the bundles: docs/DECISIONS.md), and the server
 * never hands them out: they hold the whole source.
 */
export const isSourceMapPath = (pathname: string): boolean => /\.map(\.(gz|br))?$/i.test(resolvedFilePath(pathname));

/** Thrown from sirv's header hook when the file it is about to send is a source map. */
class SourceMapRefused extends Error {}

/** The repository's development config: what the remotes' pages get their policy from by default. */
export const DEFAULT_RUNTIME_CONFIG = path.join(repoRoot, 'shell', 'public', 'config.json');

/**
 * The config an app's security headers come from: the one it is given, else the shell's built
 * `config.json` (the one its pages read), else the repository's development config.
 */
export const policyConfigFile = (options: StaticServerOptions): string =>
  options.runtimeConfigFile ??
  (options.app === 'shell' ? path.join(options.root, 'config.json') : DEFAULT_RUNTIME_CONFIG);

export interface ListenOptions extends StaticServerOptions {
  /** 0 for any free port: read the one taken from `server.address()`. */
  port: number;
  host: string;
}

export function createStaticServer(options: StaticServerOptions): http.Server {
  const isShell = options.app === 'shell';
  const pageHeaders = cachedPageHeaders(
    { app: options.app, root: options.root, configFile: policyConfigFile(options) },
    { hstsMaxAge: options.hstsMaxAge },
  );
  const serve = sirv(options.root, {
    etag: true,
    gzip: true,
    brotli: true,
    single: isShell ? SPA_FALLBACK : false,
    // Look files up per request: deploying a new build is replacing dist/, no restart needed.
    dev: true,
    // `pathname` here is the one sirv looked the file up by, whatever the request's spelling.
    setHeaders(res, pathname) {
      if (isSourceMapPath(pathname)) throw new SourceMapRefused(pathname);
      if (!isShell) res.setHeader('Access-Control-Allow-Origin', '*');
      const cacheControl = releaseCacheControl(pathname);
      if (cacheControl) res.setHeader('Cache-Control', cacheControl);
    },
  });
  const notFound = (res: http.ServerResponse) => {
    res.writeHead(404, { 'Content-Type': 'text/plain' });
    res.end('Not found');
  };
  return http.createServer((req, res) => {
    const pathname = lookupPath(req.url ?? '/');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // Every answer, whatever the path: which file a path ends up serving is the lookup's business
    // (decoding, index files, the history fallback), so the headers cannot depend on guessing it.
    try {
      for (const [name, value] of Object.entries(pageHeaders())) res.setHeader(name, value);
    } catch (error) {
      // Never a page without its policy: the operator must fix the config (the reason is logged).
      console.error(`[serve-static] ${error instanceof Error ? error.message : String(error)}`);
      res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end('The site is misconfigured: its runtime config could not be read.');
      return;
    }
    if (isSourceMapPath(pathname)) {
      notFound(res);
      return;
    }
    if (isShell && options.runtimeConfigFile && pathname === '/config.json') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
      createReadStream(options.runtimeConfigFile).pipe(res);
      return;
    }
    if (isShell && options.bare && !path.extname(pathname)) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      createReadStream(path.join(options.root, SPA_FALLBACK)).pipe(res);
      return;
    }
    try {
      serve(req, res, () => notFound(res));
    } catch (error) {
      if (!(error instanceof SourceMapRefused)) throw error;
      notFound(res);
    }
  });
}

/** A static server listening on `options.port` and `options.host`; rejects if it cannot (port taken). */
export async function listenStatic(options: ListenOptions): Promise<http.Server> {
  const server = createStaticServer(options);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      app: { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string' },
      config: { type: 'string' },
    },
  });
  const app = webApp(parseWebAppName(values.app));
  const root = path.resolve(__dirname, '../..', app.dir, 'dist');
  if (!existsSync(root) || !statSync(root).isDirectory()) {
    throw new Error(`${app.dir}/dist does not exist: run "npm run build -w ${app.dir}" first.`);
  }
  const runtimeConfigFile = values.config ?? process.env.RUNTIME_CONFIG_FILE;
  const port = Number(values.port ?? process.env.PORT ?? app.port);
  const host = values.host ?? process.env.HOST ?? '127.0.0.1';
  const options: StaticServerOptions = { app: app.name, root, runtimeConfigFile, hstsMaxAge: hstsMaxAgeFromEnv() };
  // A config that cannot make a policy stops the start, rather than every page answering 500.
  readRuntimeConfig(policyConfigFile(options));
  const server = await listenStatic({ ...options, port, host });
  console.log(`${app.dir} serving ${root} on http://${host}:${(server.address() as AddressInfo).port}`);
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
