import * as sharedRoot from '@clean/shared';
import {
  COMPAT_METADATA_KEY,
  SHARED_CONTRACT_VERSION,
  type CompatRecord,
  type ContractNames,
  type SingletonBuild,
} from '@clean/shared';
import type { moduleFederationPlugin, StatsShared } from '@module-federation/sdk';
import type { Compilation, Dependency, Module } from 'webpack';
import { BUNDLED_SUBPATHS, SINGLETONS } from '../webpack/shared-singletons';

/**
 * The singletons an app's record lists by version. `@clean/shared` is left out: its package version never
 * changes, its contract version (`sharedContract`) is what says what a remote may use of it.
 */
const VERSIONED_SINGLETONS: ReadonlySet<string> = new Set(SINGLETONS.filter((name) => name !== '@clean/shared'));

/**
 * What a build was made with, from the federation plugin's list of the shared modules it uses: each
 * singleton package's version and the range its package.json accepts (a caret of the version when the
 * app does not declare it), and the shared contract version of the `@clean/shared` it was built against.
 * Subpaths (`react-dom/client`) follow their package and are not listed.
 */
export function compatRecord(
  shared: readonly Pick<StatsShared, 'name' | 'version' | 'requiredVersion'>[],
): CompatRecord {
  const singletons: Record<string, SingletonBuild> = {};
  for (const { name, version, requiredVersion } of [...shared].sort((a, b) => a.name.localeCompare(b.name))) {
    if (!VERSIONED_SINGLETONS.has(name) || !version) continue;
    singletons[name] = {
      version,
      range: typeof requiredVersion === 'string' && requiredVersion ? requiredVersion : `^${version}`,
    };
  }
  return { sharedContract: SHARED_CONTRACT_VERSION, singletons };
}

/** A request of the shared contract (`@clean/shared`, `@clean/shared/api`), not of what each app bundles. */
function isContractRequest(request: string): boolean {
  const match = /^@clean\/shared(?:\/(.+))?$/.exec(request);
  if (!match) return false;
  const subpath = match[1];
  return subpath === undefined || (!subpath.endsWith('.css') && !BUNDLED_SUBPATHS['@clean/shared']?.test(subpath));
}

function* dependenciesOf(block: Pick<Module, 'dependencies' | 'blocks'>): Generator<Dependency> {
  yield* block.dependencies;
  for (const child of block.blocks) yield* dependenciesOf(child);
}

/**
 * The names a build imports from the shared contract, by specifier, as webpack's module graph has them
 * (`*` when a module uses a whole namespace, e.g. a dynamic `import()` it does not destructure).
 */
export function contractImports(compilation: Pick<Compilation, 'modules' | 'moduleGraph'>): Record<string, string[]> {
  const names = new Map<string, Set<string>>();
  for (const module of compilation.modules) {
    // The app's own code; the federation plugin's modules refer to whole shared modules as fallbacks.
    if (!module.type.startsWith('javascript/')) continue;
    for (const dependency of dependenciesOf(module)) {
      const request = (dependency as { request?: unknown }).request;
      if (typeof request !== 'string' || !isContractRequest(request)) continue;
      const used = names.get(request) ?? new Set<string>();
      names.set(request, used);
      for (const reference of dependency.getReferencedExports(compilation.moduleGraph, undefined)) {
        const path = Array.isArray(reference) ? reference : reference.name;
        used.add(path[0] ?? '*');
      }
    }
  }
  return Object.fromEntries(
    [...names].filter(([, used]) => used.size > 0).map(([request, used]) => [request, [...used].sort()]),
  );
}

/** Every name exported by the `@clean/shared` root this build bundles: what the shell provides. */
export const rootExports = (): ContractNames => ({
  '@clean/shared': Object.keys(sharedRoot)
    .filter((name) => name !== 'default')
    .sort(),
});

type AdditionalData = NonNullable<moduleFederationPlugin.PluginManifestOptions['additionalData']>;

/**
 * The manifest plugin's `additionalData` for the shell (`provider`) or a remote: writes the build's
 * `CompatRecord` into `mf-manifest.json`'s `metaData`, where the shell reads a remote's before loading any
 * of its code, and `npm run check-compat` reads both. A remote's lists what it imports from the shared
 * contract; the shell's, the names it provides.
 */
export const recordCompat =
  (role: 'provider' | 'remote'): AdditionalData =>
  ({ stats, compilation }) => {
    const names = role === 'provider' ? { exports: rootExports() } : { uses: contractImports(compilation) };
    Object.assign(stats.metaData, { [COMPAT_METADATA_KEY]: { ...compatRecord(stats.shared), ...names } });
    return stats;
  };
