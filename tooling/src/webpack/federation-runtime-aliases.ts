import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const FEDERATION_RUNTIME_PACKAGES = [
  'runtime-core',
  'runtime',
  'runtime-tools',
  'sdk',
  'error-codes',
  'webpack-bundler-runtime',
] as const;

/** The package.json of a package whose `exports` do not list it: the nearest one above its entry with its name. */
function packageManifestPath(name: string): string {
  const entry = require.resolve(name);
  for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'package.json');
    if (existsSync(candidate) && (JSON.parse(readFileSync(candidate, 'utf8')) as { name?: string }).name === name) {
      return candidate;
    }
  }
  throw new Error(`no package.json of ${name} above ${entry}`);
}

/**
 * The federation runtime packages ship an ESM and a CommonJS build. The runtime plugins the federation
 * plugin injects `require()` them while the runtime API is `import`ed, so without these aliases the
 * runtime core is bundled twice (about 20 KB gzip). Every export is pointed at its ESM build.
 */
export function federationRuntimeEsmAliases(): Record<string, string> {
  const aliases: Record<string, string> = {};
  for (const name of FEDERATION_RUNTIME_PACKAGES) {
    const manifestPath = packageManifestPath(`@module-federation/${name}`);
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
      exports: Record<string, string | { import?: string | { default?: string } }>;
    };
    for (const [subpath, target] of Object.entries(manifest.exports)) {
      const esm = typeof target === 'object' ? target.import : undefined;
      const file = typeof esm === 'string' ? esm : esm?.default;
      if (!file) continue;
      const request = `@module-federation/${name}${subpath.slice(1)}`;
      aliases[`${request}$`] = path.join(path.dirname(manifestPath), file);
    }
  }
  return aliases;
}
