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
import path from 'node:path';
import { parseArgs } from 'node:util';
import sirv from 'sirv';
import { webApp, type WebAppName } from './apps';

/** The shell's page for every path that has no prerendered page of its own. */
export const SPA_FALLBACK = 'app.html';

export interface StaticServerOptions {
  app: WebAppName;
  root: string;
  port: number;
  host: string;
  runtimeConfigFile?: string;
  /** Shell only: every page path gets the bare app.html, not its prerendered page (used to prerender). */
  bare?: boolean;
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

function main(): void {
  const { values } = parseArgs({
    options: {
      app: { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string' },
      config: { type: 'string' },
    },
  });
  const app = webApp((values.app ?? '') as WebAppName);
  const root = path.resolve(__dirname, '../..', app.dir, 'dist');
  if (!existsSync(root) || !statSync(root).isDirectory()) {
    console.error(`${app.dir}/dist does not exist: run "npm run build -w ${app.dir}" first.`);
    process.exit(1);
  }
  const runtimeConfigFile = values.config ?? process.env.RUNTIME_CONFIG_FILE;
  const port = Number(values.port ?? process.env.PORT ?? app.port);
  const host = values.host ?? process.env.HOST ?? '127.0.0.1';
  const server = createStaticServer({ app: app.name, root, port, host, runtimeConfigFile });
  server.listen(port, host, () => console.log(`${app.dir} serving ${root} on http://${host}:${port}`));
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (require.main === module) main();
