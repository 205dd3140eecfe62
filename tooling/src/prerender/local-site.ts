/**
 * The production builds on free local ports, for the prerendering browser: the shell is served with a
 * config naming these local remotes, and their URLs in the HTML are written back as the target config
 * names them.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { byRemote, REMOTE_NAMES, type RemoteName } from '@clean/shared/constants';
import type { RuntimeConfig } from '@clean/shared/runtime-config';
import { FEDERATION_MANIFEST, webApp, type WebAppName } from '../apps';
import { repoRoot } from '../processes';
import { listenStatic } from '../serve-static';

export interface LocalSite {
  /** The shell's origin, which the pages are opened on. */
  shell: string;
  /** The origins of the shell and of every remote. */
  origins: string[];
  /** `html` with the local remotes' URLs written as the target config names them. */
  toTarget: (html: string) => string;
  close: () => void;
}

/** A web app's build on a free local port. */
function listen(app: WebAppName, runtimeConfigFile?: string): Promise<Server> {
  return listenStatic({
    app,
    root: path.join(repoRoot, webApp(app).dir, 'dist'),
    port: 0,
    host: '127.0.0.1',
    runtimeConfigFile,
    // An earlier run's prerendered HTML must never be what is rendered again.
    bare: true,
  });
}

const origin = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

/** Serves every web app's build locally, the shell with `target` but the local remotes. */
export async function serveLocalSite(target: RuntimeConfig): Promise<LocalSite> {
  const remoteServers = new Map<RemoteName, Server>();
  for (const name of REMOTE_NAMES) remoteServers.set(name, await listen(name));

  const workDir = mkdtempSync(path.join(os.tmpdir(), 'clean-prerender-'));
  const localRemote = (name: RemoteName) => origin(remoteServers.get(name)!);
  const localConfigFile = path.join(workDir, 'config.json');
  const localConfig: RuntimeConfig = {
    ...target,
    remotes: byRemote((name) => `${localRemote(name)}/${FEDERATION_MANIFEST}`),
  };
  writeFileSync(localConfigFile, JSON.stringify(localConfig));
  const shell = await listen('shell', localConfigFile);
  const servers = [shell, ...remoteServers.values()];
  return {
    shell: origin(shell),
    origins: servers.map(origin),
    toTarget: (html) =>
      REMOTE_NAMES.reduce(
        (result, name) => result.split(`${localRemote(name)}/`).join(new URL('.', target.remotes[name]).href),
        html,
      ),
    close: () => {
      for (const server of servers) server.close();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}
