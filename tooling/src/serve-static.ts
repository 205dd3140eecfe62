/**
 * Serves one web app's `dist/` on its own port, as a separate team's static host would:
 * precompressed files, ETag revalidation, CORS for remotes, and for the shell a history fallback plus
 * an optional runtime config file served at /config.json. A prerendered page (`about/index.html`) is
 * served for its path; any other path gets the bare `app.html`, which renders it in the browser.
 *
 *   tsx tooling/src/serve-static.ts --app public [--port 3001] [--config /etc/clean/config.json]
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sirv from 'sirv';
import { parseWebAppName, webApp, type WebAppName } from './apps';

/** The shell's page for every path that has no prerendered page of its own. */
export const SPA_FALLBACK = 'app.html';

/** What is served and how; where it listens is `listenStatic`'s. */
export interface StaticServerOptions {
  app: WebAppName;
  root: string;
  /** Served at /config.json in place of any file there (the shell's runtime config per environment). */
  runtimeConfigFile?: string;
  /** Shell only: every page path gets the bare app.html, not its prerendered page (used to prerender). */
  bare?: boolean;
}

export interface ListenOptions extends StaticServerOptions {
  /** 0 for any free port: read the one taken from `server.address()`. */
  port: number;
  host: string;
}

export function createStaticServer(options: StaticServerOptions): http.Server {
  const isShell = options.app === 'shell';
  const serve = sirv(options.root, {
    etag: true,
    gzip: true,
    brotli: true,
    single: isShell ? SPA_FALLBACK : false,
    // Look files up per request: deploying a new build is replacing dist/, no restart needed.
    dev: true,
    setHeaders(res) {
      if (!isShell) res.setHeader('Access-Control-Allow-Origin', '*');
    },
  });
  return http.createServer((req, res) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (isShell) res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    if (options.runtimeConfigFile && req.url?.split('?')[0] === '/config.json') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
      createReadStream(options.runtimeConfigFile).pipe(res);
      return;
    }
    if (isShell && options.bare && !path.extname(req.url?.split('?')[0] ?? '')) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      createReadStream(path.join(options.root, SPA_FALLBACK)).pipe(res);
      return;
    }
    serve(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('Not found');
    });
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
  const server = await listenStatic({ app: app.name, root, port, host, runtimeConfigFile });
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
