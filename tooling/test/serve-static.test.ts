import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { RuntimeConfig } from '@clean/shared/runtime-config';
import { hashSource } from '../src/csp-inline';
import { listenStatic, SPA_FALLBACK, type ListenOptions } from '../src/serve-static';

// A shell build and a remote build as the static host finds them, written to a scratch folder.
let scratch: string;
let shellDist: string;
let remoteDist: string;
let popupDist: string;
let configFile: string;
const servers: Server[] = [];

/** A runtime config whose every origin says which environment it is for. */
const configFor = (environment: string): RuntimeConfig => ({
  remotes: {
    public: `https://public.${environment}.test/mf-manifest.json`,
    booking: `https://booking.${environment}.test/mf-manifest.json`,
    admin: `https://admin.${environment}.test/mf-manifest.json`,
    popup: `https://popup.${environment}.test/mf-manifest.json`,
    crew: `https://crew.${environment}.test/mf-manifest.json`,
  },
  apiBaseUrl: `https://api.${environment}.test`,
  publicSiteUrl: `https://www.${environment}.test`,
  payment: {
    publicKey: 'pk_test_example',
    apiHost: `https://payments.${environment}.test`,
    checkoutHost: `https://checkout.${environment}.test`,
  },
});
const builtConfig = JSON.stringify(configFor('built'));
const deployedConfig = JSON.stringify(configFor('deployed'));
/** The prerendered about page's inline style, and the demo page's inline script. */
const ABOUT_STYLE = '[data-prerendered-style="0"]{height:300px !important}';
const DEMO_SCRIPT = 'window.CleanPopConfig = {};';
/** A production bundle's source map, kept in dist/ for the team. */
const SOURCE_MAP_FILE = 'main.0a1b2c3d.js.map';
const SOURCE_MAP = '{"version":3,"sources":["webpack://shell/./src/secret-source.ts"]}';

function write(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

beforeAll(() => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'clean-serve-static-'));
  shellDist = path.join(scratch, 'shell');
  remoteDist = path.join(scratch, 'remote');
  popupDist = path.join(scratch, 'popup');
  write(path.join(shellDist, SPA_FALLBACK), '<p>bare</p>');
  write(path.join(shellDist, 'about', 'index.html'), `<style>${ABOUT_STYLE}</style><p>prerendered about</p>`);
  write(path.join(shellDist, 'config.json'), builtConfig);
  write(path.join(shellDist, 'main.js'), 'console.log("shell")');
  write(path.join(shellDist, SOURCE_MAP_FILE), SOURCE_MAP);
  write(path.join(shellDist, `${SOURCE_MAP_FILE}.br`), SOURCE_MAP);
  write(path.join(remoteDist, 'mf-manifest.json'), '{"name":"clean_public"}');
  write(path.join(remoteDist, 'index.html'), '<p>remote page</p>');
  write(path.join(remoteDist, 'releases', '0.1.0-abc1234', SOURCE_MAP_FILE), SOURCE_MAP);
  write(path.join(popupDist, 'demo.html'), `<script>${DEMO_SCRIPT}</script><script src="inline.js"></script>`);
  configFile = path.join(scratch, 'config.production.json');
  write(configFile, deployedConfig);
});

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => {
      // fetch keeps connections alive: closing them at once saves waiting for them to time out.
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    }),
  );
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function serve(options: Partial<ListenOptions> & Pick<ListenOptions, 'app' | 'root'>): Promise<string> {
  const server = await listenStatic({ port: 0, host: '127.0.0.1', ...options });
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const text = async (url: string) => (await fetch(url)).text();

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A request with the path exactly as written: fetch would normalise `..`, `%2e` and fragments away,
 * which a client writing its own requests need not do.
 */
function rawRequest(
  origin: string,
  rawPath: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { hostname, port, path: rawPath, method: options.method ?? 'GET', headers: options.headers, agent: false },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      },
    );
    request.on('error', reject);
    request.end();
  });
}

describe('the static server', () => {
  it('listens on the port and host it is given', async () => {
    const probe = await listenStatic({ app: 'public', root: remoteDist, port: 0, host: '127.0.0.1' });
    const { port: freePort } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));

    const server = await listenStatic({ app: 'public', root: remoteDist, port: freePort, host: '127.0.0.1' });
    servers.push(server);
    expect(server.address()).toMatchObject({ address: '127.0.0.1', port: freePort });
    expect(await text(`http://127.0.0.1:${freePort}/mf-manifest.json`)).toBe('{"name":"clean_public"}');
  });

  it('fails to start, instead of serving nothing, when its port is taken', async () => {
    const first = await listenStatic({ app: 'public', root: remoteDist, port: 0, host: '127.0.0.1' });
    servers.push(first);
    const { port } = first.address() as AddressInfo;
    await expect(listenStatic({ app: 'public', root: remoteDist, port, host: '127.0.0.1' })).rejects.toMatchObject({
      code: 'EADDRINUSE',
    });
  });

  it("serves a remote's files to any origin and answers 404 for what it does not have", async () => {
    const origin = await serve({ app: 'public', root: remoteDist });
    const manifest = await fetch(`${origin}/mf-manifest.json`);
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    expect((await fetch(`${origin}/no-such-file.js`)).status).toBe(404);
    // No history fallback for a remote: a page path is not one of its files.
    expect((await fetch(`${origin}/about`)).status).toBe(404);
  });

  it("serves the shell's prerendered page for its path and the bare page for any other", async () => {
    const origin = await serve({ app: 'shell', root: shellDist });
    expect(await text(`${origin}/about`)).toBe(`<style>${ABOUT_STYLE}</style><p>prerendered about</p>`);
    expect(await text(`${origin}/services/unknown`)).toBe('<p>bare</p>');
    expect((await fetch(`${origin}/main.js`)).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('serves the runtime config file it is given at /config.json, in place of the built one', async () => {
    expect(await text(`${await serve({ app: 'shell', root: shellDist })}/config.json`)).toBe(builtConfig);
    const origin = await serve({ app: 'shell', root: shellDist, runtimeConfigFile: configFile });
    const response = await fetch(`${origin}/config.json?fresh=1`);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.text()).toBe(deployedConfig);
  });

  it('serves the bare page for every page path when asked to (as prerendering does), files still as files', async () => {
    const origin = await serve({ app: 'shell', root: shellDist, bare: true });
    expect(await text(`${origin}/about`)).toBe('<p>bare</p>');
    expect(await text(`${origin}/main.js`)).toBe('console.log("shell")');
  });
});

describe('the security headers of pages', () => {
  const policy = async (url: string, init?: RequestInit) =>
    (await fetch(url, init)).headers.get('content-security-policy') ?? '';

  it("gives every shell page the policy of the config it serves, with every page's inline hashes", async () => {
    const origin = await serve({ app: 'shell', root: shellDist, runtimeConfigFile: configFile });
    for (const pathname of ['/', '/about', '/services/unknown', '/app.html']) {
      const response = await fetch(`${origin}${pathname}`);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self' https://public.deployed.test https://booking.deployed.test");
      expect(csp).toContain('frame-src https://checkout.deployed.test;');
      expect(csp).toContain(hashSource(ABOUT_STYLE));
      expect(csp).not.toContain('built.test');
      expect(response.headers.get('permissions-policy')).toContain('camera=()');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it("falls back to the build's config.json, the one the shell's pages read", async () => {
    const origin = await serve({ app: 'shell', root: shellDist });
    expect(await policy(`${origin}/about`)).toContain("connect-src 'self' https://api.built.test");
  });

  it('sends the same headers with a 304, so a revalidated page keeps the current policy', async () => {
    const origin = await serve({ app: 'shell', root: shellDist, runtimeConfigFile: configFile });
    const first = await fetch(`${origin}/about`);
    const again = await fetch(`${origin}/about`, { headers: { 'If-None-Match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
  });

  it('follows a new config or a new page without a restart', async () => {
    const liveConfig = path.join(scratch, 'config.live.json');
    write(liveConfig, builtConfig);
    const origin = await serve({ app: 'shell', root: shellDist, runtimeConfigFile: liveConfig });
    expect(await policy(`${origin}/`)).toContain('https://api.built.test');
    write(liveConfig, JSON.stringify(configFor('relocated')));
    write(path.join(shellDist, 'new-page', 'index.html'), `<script>${DEMO_SCRIPT}</script>`);
    try {
      const csp = await policy(`${origin}/`);
      expect(csp).toContain('https://api.relocated.test');
      expect(csp).toContain(hashSource(DEMO_SCRIPT));
    } finally {
      rmSync(path.join(shellDist, 'new-page'), { recursive: true });
    }
  });

  it('follows a page rewritten in place, a page removed and a whole folder replaced, on any answer', async () => {
    const root = path.join(scratch, 'changing');
    write(path.join(root, 'app.html'), '<p>bare</p>');
    write(path.join(root, 'deep', 'er', 'page', 'index.html'), `<style>${ABOUT_STYLE}</style>`);
    write(path.join(root, 'main.js'), '1');
    const origin = await serve({ app: 'shell', root, runtimeConfigFile: configFile });
    const scriptPolicy = () => policy(`${origin}/main.js`);
    expect(await scriptPolicy()).toContain(hashSource(ABOUT_STYLE));

    write(path.join(root, 'deep', 'er', 'page', 'index.html'), `<script>${DEMO_SCRIPT}</script>`);
    expect(await scriptPolicy()).toContain(hashSource(DEMO_SCRIPT));
    expect(await scriptPolicy()).not.toContain(hashSource(ABOUT_STYLE));

    rmSync(path.join(root, 'deep', 'er'), { recursive: true });
    expect(await scriptPolicy()).not.toContain(hashSource(DEMO_SCRIPT));

    const replacement = path.join(scratch, 'changing-next');
    write(path.join(replacement, 'app.html'), `<style>${ABOUT_STYLE}</style>`);
    write(path.join(replacement, 'main.js'), '2');
    rmSync(root, { recursive: true });
    renameSync(replacement, root);
    expect(await scriptPolicy()).toContain(hashSource(ABOUT_STYLE));
  });

  it('sends the same headers with files, where they do no harm', async () => {
    const origin = await serve({ app: 'shell', root: shellDist, runtimeConfigFile: configFile });
    const page = await fetch(`${origin}/about`);
    const script = await fetch(`${origin}/main.js`);
    expect(await script.text()).toBe('console.log("shell")');
    for (const name of ['content-security-policy', 'x-frame-options', 'x-content-type-options', 'permissions-policy']) {
      expect([name, script.headers.get(name)]).toEqual([name, page.headers.get(name)]);
    }
  });

  it("gives the popup's demo page the merchant page's policy, its inline script hashed", async () => {
    const origin = await serve({ app: 'popup', root: popupDist, runtimeConfigFile: configFile });
    const csp = await policy(`${origin}/demo.html`);
    expect(csp).toContain(`script-src 'self' ${hashSource(DEMO_SCRIPT)} https://applepay.cdn-apple.com;`);
    expect(csp).toContain("style-src 'self' 'unsafe-inline';");
    expect(csp).toContain("connect-src 'self' https://payments.deployed.test;");
    // A remote serves no runtime config of its own.
    expect((await fetch(`${origin}/config.json`)).status).toBe(404);
  });

  it('sends HSTS only when given a max-age', async () => {
    const plain = await serve({ app: 'shell', root: shellDist });
    expect((await fetch(`${plain}/`)).headers.get('strict-transport-security')).toBeNull();
    const secure = await serve({ app: 'shell', root: shellDist, hstsMaxAge: 31_536_000 });
    expect((await fetch(`${secure}/`)).headers.get('strict-transport-security')).toBe('max-age=31536000');
  });

  it('refuses to serve a page without its policy when the config is broken, and says why', async () => {
    const broken = path.join(scratch, 'config.broken.json');
    write(broken, '{"apiBaseUrl":"not a url"}');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const origin = await serve({ app: 'shell', root: shellDist, runtimeConfigFile: broken });
      const response = await fetch(`${origin}/about`);
      expect(response.status).toBe(500);
      expect(await response.text()).not.toContain('prerendered about');
      expect(errors).toHaveBeenCalledWith(expect.stringContaining('apiBaseUrl: expected an absolute URL'));
    } finally {
      errors.mockRestore();
    }
  });
});

describe('the security headers, whatever the spelling of the path', () => {
  /** Every header a page must carry, HSTS included (the server is given a max-age). */
  function expectProtected(response: RawResponse, label: string): void {
    const headers = response.headers;
    expect([label, headers['content-security-policy']]).toEqual([
      label,
      expect.stringContaining("frame-ancestors 'none'"),
    ]);
    expect([label, headers['content-security-policy']]).toEqual([label, expect.stringContaining("script-src 'self'")]);
    expect([label, headers['x-frame-options']]).toEqual([label, 'DENY']);
    expect([label, headers['strict-transport-security']]).toEqual([label, 'max-age=31536000']);
    expect([label, headers['x-content-type-options']]).toEqual([label, 'nosniff']);
    expect([label, headers['referrer-policy']]).toEqual([label, 'strict-origin-when-cross-origin']);
  }

  // Each answered, today or ever, by one of the shell's pages or by a file or a 404: the headers must
  // not depend on which.
  const SHELL_PATHS = [
    '/admin/x!.png',
    '/app.ht%6dl',
    '/about/index.ht%6dl',
    '/about/index.ht%256dl',
    '/app.ht%256dl',
    '/%61pp.html',
    '/about.',
    '/about/',
    '/about//',
    '/app.html.',
    '/app.html/',
    '/../app.html',
    '/%2e%2e/app.html',
    '/about/%2e%2e/app.html',
    '/..%2fapp.html',
    '/no-such-file.js',
    '/no-such-folder/no-such-file.css',
    '/main.js',
    '/main.j%73',
    '/config.json',
    '/about?x=1#top',
    '/%',
  ];

  it.each(SHELL_PATHS)('the shell answers GET %s with every security header', async (rawPath) => {
    const origin = await serve({
      app: 'shell',
      root: shellDist,
      runtimeConfigFile: configFile,
      hstsMaxAge: 31_536_000,
    });
    expectProtected(await rawRequest(origin, rawPath), rawPath);
  });

  it.each(['/', '/admin/x!.png', '/app.ht%6dl', '/about/index.ht%6dl', '/no-such-file.js'])(
    'the shell answers HEAD %s with every security header',
    async (rawPath) => {
      const origin = await serve({
        app: 'shell',
        root: shellDist,
        runtimeConfigFile: configFile,
        hstsMaxAge: 31_536_000,
      });
      const response = await rawRequest(origin, rawPath, { method: 'HEAD' });
      expect(response.body).toBe('');
      expectProtected(response, rawPath);
    },
  );

  it('answers the admin console for an odd file name only with its protection', async () => {
    const origin = await serve({
      app: 'shell',
      root: shellDist,
      runtimeConfigFile: configFile,
      hstsMaxAge: 31_536_000,
    });
    const response = await rawRequest(origin, '/admin/x!.png');
    // The history fallback: the page the admin console runs in.
    expect(response.body).toBe('<p>bare</p>');
    expectProtected(response, '/admin/x!.png');
  });

  it('sends every header with a 304 of an encoded page path', async () => {
    const origin = await serve({
      app: 'shell',
      root: shellDist,
      runtimeConfigFile: configFile,
      hstsMaxAge: 31_536_000,
    });
    const first = await rawRequest(origin, '/app.ht%6dl');
    expect(first.body).toBe('<p>bare</p>');
    const again = await rawRequest(origin, '/app.ht%6dl', { headers: { 'If-None-Match': String(first.headers.etag) } });
    expect(again.status).toBe(304);
    expectProtected(again, '304');
  });

  it.each(['/index.ht%6dl', '/index.html.', '/index/', '/mf-manifest.json', '/no-such-file.js', '/%2e%2e/index.html'])(
    'a remote answers %s with every security header',
    async (rawPath) => {
      const origin = await serve({
        app: 'public',
        root: remoteDist,
        runtimeConfigFile: configFile,
        hstsMaxAge: 31_536_000,
      });
      expectProtected(await rawRequest(origin, rawPath), rawPath);
    },
  );

  it('serves nothing outside its folder', async () => {
    const origin = await serve({ app: 'public', root: remoteDist, runtimeConfigFile: configFile });
    for (const rawPath of ['/../shell/app.html', '/%2e%2e/shell/app.html', '/..%2fshell/app.html']) {
      const response = await rawRequest(origin, rawPath);
      expect([rawPath, response.status, response.body]).toEqual([rawPath, 404, 'Not found']);
    }
  });
});

describe('source maps', () => {
  it.each([
    `/${SOURCE_MAP_FILE}`,
    `/${SOURCE_MAP_FILE}/`,
    `/${SOURCE_MAP_FILE}?v=1`,
    `/${SOURCE_MAP_FILE}#top`,
    `/${SOURCE_MAP_FILE.replace(/p$/, '%70')}`,
    `/${SOURCE_MAP_FILE}.br`,
    // Spellings the file lookup normalises to the map: a dot segment, its encoding, a parent step,
    // doubled slashes, and the case a case-insensitive file system (or rule) would not tell apart.
    `/${SOURCE_MAP_FILE}/.`,
    `/${SOURCE_MAP_FILE}/%2e`,
    `/${SOURCE_MAP_FILE}/%2E/`,
    `/${SOURCE_MAP_FILE}/./`,
    `/${SOURCE_MAP_FILE}/.?v=1`,
    `/${SOURCE_MAP_FILE}//.`,
    `/${SOURCE_MAP_FILE}.br/.`,
    `//${SOURCE_MAP_FILE}`,
    `/./${SOURCE_MAP_FILE}`,
    `/%2e/${SOURCE_MAP_FILE}`,
    `/about/../${SOURCE_MAP_FILE}`,
    `/about/%2e%2e/${SOURCE_MAP_FILE}/.`,
    `/${SOURCE_MAP_FILE.toUpperCase()}`,
    `/${SOURCE_MAP_FILE.replace(/map$/, 'MAP')}/.`,
  ])('are never served: %s is a 404', async (rawPath) => {
    const origin = await serve({ app: 'shell', root: shellDist, runtimeConfigFile: configFile });
    for (const headers of [{}, { 'Accept-Encoding': 'br, gzip' }] as Record<string, string>[]) {
      const response = await rawRequest(origin, rawPath, { headers });
      expect([rawPath, response.status, response.body]).toEqual([rawPath, 404, 'Not found']);
    }
  });

  it("are not served from a remote's releases either", async () => {
    const origin = await serve({ app: 'public', root: remoteDist, runtimeConfigFile: configFile });
    for (const rawPath of [
      `/releases/0.1.0-abc1234/${SOURCE_MAP_FILE}`,
      `/releases/0.1.0-abc1234/${SOURCE_MAP_FILE}/.`,
      `/releases/0.1.0-abc1234/./${SOURCE_MAP_FILE}/%2e`,
    ]) {
      const response = await rawRequest(origin, rawPath);
      expect([rawPath, response.status, response.body]).toEqual([rawPath, 404, 'Not found']);
    }
  });
});
