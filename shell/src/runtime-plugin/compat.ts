import {
  compatRecordOf,
  SHARED_CONTRACT_VERSION,
  unmetRequirements,
  type CompatRecord,
  type ShellProvisions,
} from '@clean/shared';
import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type SnapshotArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['loadRemoteSnapshot']>>[0];

/** Why a remote was not loaded: its build needs what this shell cannot give (each reason says what). */
export class RemoteIncompatibleError extends Error {
  override name = 'RemoteIncompatibleError';

  constructor(
    readonly remoteName: string,
    readonly reasons: readonly string[],
    manifestUrl: string,
  ) {
    super(
      `The remote ${remoteName} (${manifestUrl}) was not loaded:${reasons.map((reason) => `\n- it ${reason}`).join('')}`,
    );
  }
}

/**
 * Every name exported by the `@clean/shared` root this shell provides, read from the loaded module (no
 * request): webpack narrows a static `import * as` to the names the shell itself uses. (Jest's CommonJS
 * copy adds `default`.)
 */
let rootNames: Promise<string[]> | undefined;
const providedRootNames = (): Promise<string[]> =>
  (rootNames ??= import('@clean/shared').then((root) => Object.keys(root).filter((name) => name !== 'default')));

/**
 * What this shell gives its remotes: the shared contract of the `@clean/shared` it was built with, the
 * names of its root, and the version of each package it shares, as the federation runtime registered them.
 */
export async function shellProvisions(options: {
  name: string;
  shared: Readonly<Record<string, readonly { version: string; from: string }[]>>;
}): Promise<ShellProvisions> {
  const singletons: Record<string, string> = {};
  for (const [name, shares] of Object.entries(options.shared)) {
    const own = shares.find((share) => share.from === options.name);
    if (own) singletons[name] = own.version;
  }
  return {
    sharedContract: SHARED_CONTRACT_VERSION,
    singletons,
    exports: { '@clean/shared': await providedRootNames() },
  };
}

export interface CompatPluginOptions {
  /** Told the federation name of each remote refused, before its load fails. */
  onRefused?: (remoteName: string) => void;
}

/**
 * The compatibility guard: when a remote's `mf-manifest.json` arrives, before any of its code is fetched,
 * the requirements its build recorded there (`CompatRecord`) are checked against what this shell
 * provides (`unmetRequirements`). A remote that needs more (a newer shared contract, a name this shell
 * no longer has, a singleton version outside its range) is not loaded: its load fails with
 * `RemoteIncompatibleError`, which the fallback plugin turns into the slot's unavailable state and logs.
 * A manifest without a record (a build older than the guard) loads as before, with a warning.
 *
 * Registered by the shell at start (lib/remotes.ts), not in webpack.config.ts: a build-time runtime
 * plugin runs before shared modules are available, and this one uses `@clean/shared`.
 */
export default function compatPlugin({ onRefused }: CompatPluginOptions = {}): ModuleFederationRuntimePlugin {
  const refuse = (args: SnapshotArgs, reasons: string[]): never => {
    onRefused?.(args.moduleInfo.name);
    throw new RemoteIncompatibleError(args.moduleInfo.name, reasons, args.manifestUrl ?? '');
  };
  return {
    name: 'clean-remote-compat',
    async loadRemoteSnapshot(args) {
      if (args.from !== 'manifest' || !args.manifestJson) return args;
      let needs: CompatRecord | undefined;
      try {
        needs = compatRecordOf(args.manifestJson);
      } catch (error) {
        const problem = error instanceof Error ? error.message : String(error);
        return refuse(args, [`has a compatibility record the shell cannot read (${problem})`]);
      }
      if (!needs) {
        console.warn(`[shell] the remote ${args.moduleInfo.name} records no requirements; it is loaded unchecked`);
        return args;
      }
      const reasons = unmetRequirements(needs, await shellProvisions(args.options), satisfy);
      return reasons.length > 0 ? refuse(args, reasons) : args;
    },
  };
}
