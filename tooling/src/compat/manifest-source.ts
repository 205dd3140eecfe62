import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { FEDERATION_MANIFEST } from '../apps';

export const isUrl = (location: string): boolean => /^https?:\/\//i.test(location);

/**
 * Where an app's federation manifest is, given its build folder, the manifest file, or an http(s) URL
 * of either (a URL not ending in `.json` is the folder the app is served from).
 */
export function manifestLocation(location: string): string {
  if (isUrl(location)) {
    return location.endsWith('.json') ? location : new URL(FEDERATION_MANIFEST, location.replace(/\/?$/, '/')).href;
  }
  const resolved = path.resolve(location);
  return existsSync(resolved) && statSync(resolved).isDirectory() ? path.join(resolved, FEDERATION_MANIFEST) : resolved;
}

/** A JSON file read from disk or fetched over http(s); the error says which and why it failed. */
export async function readJson(location: string): Promise<unknown> {
  if (!isUrl(location)) {
    if (!existsSync(location)) throw new Error(`${location} does not exist`);
    return JSON.parse(readFileSync(location, 'utf8')) as unknown;
  }
  let response: Response;
  try {
    response = await fetch(location, { cache: 'no-store' });
  } catch (error) {
    throw new Error(`${location} could not be fetched: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!response.ok) throw new Error(`${location} answered ${response.status}`);
  return (await response.json()) as unknown;
}

/**
 * The shell's manifest for an environment's `config.json`: the shell serves that file at its root, next
 * to its manifest, so a config URL names the shell; a config file does when it sits in a shell build
 * (`shell/dist/config.json`). Otherwise the shell must be named (`--shell`).
 */
export function shellManifestOfConfig(config: string): string {
  if (isUrl(config)) return new URL(FEDERATION_MANIFEST, config).href;
  const beside = path.join(path.dirname(path.resolve(config)), FEDERATION_MANIFEST);
  if (existsSync(beside)) return beside;
  throw new Error(`${config} is a file outside a shell build, so it does not say which shell it is for: add --shell`);
}
