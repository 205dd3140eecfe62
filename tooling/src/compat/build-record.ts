import { COMPAT_METADATA_KEY, SHARED_CONTRACT_VERSION, type CompatRecord, type SingletonBuild } from '@clean/shared';
import type { moduleFederationPlugin, StatsShared } from '@module-federation/sdk';
import { SINGLETONS } from '../webpack/shared-singletons';

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

/**
 * The manifest plugin's `additionalData`: writes the build's `CompatRecord` into `mf-manifest.json`'s
 * `metaData`, where the shell reads a remote's before loading any of its code, and `npm run check-compat`
 * reads both a remote's and the shell's.
 */
export const recordCompat: NonNullable<moduleFederationPlugin.PluginManifestOptions['additionalData']> = ({
  stats,
}) => {
  Object.assign(stats.metaData, { [COMPAT_METADATA_KEY]: compatRecord(stats.shared) });
  return stats;
};
