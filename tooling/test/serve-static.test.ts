import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { listenStatic, SPA_FALLBACK, type ListenOptions } from '../src/serve-static';

// A shell build and a remote build as the static host finds them, written to a scratch folder.
let scratch: string;
let shellDist: string;
let remoteDist: string;
let configFile: string;
const servers: Server[] = [];

function write(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

beforeAll(() => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'clean-serve-static-'));
  shellDist = path.join(scratch, 'shell');
  remoteDist = path.join(scratch, 'remote');
  write(path.join(shellDist, SPA_FALLBACK), '<p>bare</p>');
  write(path.join(shellDist, 'about', 'index.html'), '<p>prerendered about</p>');
  write(path.join(shellDist, 'config.json'), '{"built":true}');
  write(path.join(shellDist, 'main.js'), 'console.log("shell")');
  write(path.join(remoteDist, 'mf-manifest.json'), '{"name":"clean_public"}');
  configFile = path.join(scratch, 'config.production.json');
  write(configFile, '{"deployed":true}');
});

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function serve(options: Partial<ListenOptions> & Pick<ListenOptions, 'app' | 'root'>): Promise<string> {
  const server = await listenStatic({ port: 0, host: '127.0.0.1', ...options });
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const text = async (url: string) => (await fetch(url)).text();

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
    expect(await text(`${origin}/about`)).toBe('<p>prerendered about</p>');
    expect(await text(`${origin}/services/unknown`)).toBe('<p>bare</p>');
    expect((await fetch(`${origin}/main.js`)).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('serves the runtime config file it is given at /config.json, in place of the built one', async () => {
    expect(await text(`${await serve({ app: 'shell', root: shellDist })}/config.json`)).toBe('{"built":true}');
    const origin = await serve({ app: 'shell', root: shellDist, runtimeConfigFile: configFile });
    const response = await fetch(`${origin}/config.json?fresh=1`);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.text()).toBe('{"deployed":true}');
  });

  it('serves the bare page for every page path when asked to (as prerendering does), files still as files', async () => {
    const origin = await serve({ app: 'shell', root: shellDist, bare: true });
    expect(await text(`${origin}/about`)).toBe('<p>bare</p>');
    expect(await text(`${origin}/main.js`)).toBe('console.log("shell")');
  });
});
