import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { runtimeConfig, type RuntimeConfig } from '@clean/shared/runtime-config';
import { webApp } from '../apps';
import { repoRoot } from '../processes';

/** Where the shell's build is, and where the prerendered pages and site files go. */
export const shellDist = path.join(repoRoot, webApp('shell').dir, 'dist');

/** The runtime config the shell's build is served with, unless `--config` names another. */
export const defaultConfigFile = path.join(shellDist, 'config.json');

export function readTargetConfig(file: string): RuntimeConfig {
  const parsed = runtimeConfig.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} is not a valid runtime config`);
  return parsed.data;
}

/**
 * Writes `text` with its gzip and brotli copies: the static server prefers those, so they must never
 * be those of an older build.
 */
export function writeWithCompressedCopies(file: string, text: string): void {
  writeFileSync(file, text);
  writeFileSync(`${file}.gz`, gzipSync(text, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(text));
}

/** Writes the HTML of the page at `pathname` into the shell's `dist/`; returns the file. */
export function writePage(pathname: string, html: string): string {
  const file = path.join(shellDist, pathname === '/' ? 'index.html' : path.join(pathname, 'index.html'));
  mkdirSync(path.dirname(file), { recursive: true });
  writeWithCompressedCopies(file, html);
  return file;
}
