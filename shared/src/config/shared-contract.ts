/**
 * The shared contract: the runtime exports of `@clean/shared` (its root and the subpaths a remote's build
 * leaves to federation sharing) that remotes may import. The shell provides them at run time, so a remote
 * deployed alone meets the shell's copy, not the one it was built with.
 *
 * Semver: removing or renaming an export is a major change (deploy the remotes that stop using it first),
 * adding one is a minor change (deploy the shell first). `shared/contract/exports.json` records the
 * exports of this version; a tooling test fails when they differ (tooling/src/compat/contract-exports.ts).
 */
export const SHARED_CONTRACT_VERSION = '1.0.0';

/** The field of a federation manifest's `metaData` where an app's build records its `CompatRecord`. */
export const COMPAT_METADATA_KEY = 'compat';

/** One shared singleton as a build used it: the version it was built with and the versions it accepts. */
export interface SingletonBuild {
  version: string;
  range: string;
}

/**
 * What one app was built with. For a remote it is what it needs from the shell; for the shell, what it
 * provides. `@clean/shared` is stood for by `sharedContract`, not by its package version.
 */
export interface CompatRecord {
  sharedContract: string;
  singletons: Record<string, SingletonBuild>;
}

/** What a running (or deployed) shell gives its remotes: its contract version and singleton versions. */
export interface ShellProvisions {
  sharedContract: string;
  singletons: Readonly<Record<string, string>>;
}

/** Whether a version is in a semver range; callers pass the federation runtime's own (`satisfy`). */
export type SatisfiesRange = (version: string, range: string) => boolean;

/**
 * Every requirement of a remote the shell does not meet, one sentence each; none means the remote fits.
 * A singleton the shell does not provide is no problem: the remote then loads its own copy.
 */
export function unmetRequirements(needs: CompatRecord, shell: ShellProvisions, satisfies: SatisfiesRange): string[] {
  const reasons: string[] = [];
  const contractRange = `^${needs.sharedContract}`;
  if (!satisfies(shell.sharedContract, contractRange)) {
    reasons.push(
      `needs the @clean/shared contract ${contractRange} (built against ${needs.sharedContract}); the shell provides ${shell.sharedContract}`,
    );
  }
  for (const [name, built] of Object.entries(needs.singletons)) {
    const provided = shell.singletons[name];
    if (provided !== undefined && !satisfies(provided, built.range)) {
      reasons.push(`needs ${name} ${built.range} (built with ${built.version}); the shell provides ${provided}`);
    }
  }
  return reasons;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The `CompatRecord` a federation manifest carries; `undefined` for a manifest of a build made before
 * builds recorded one. Throws a TypeError saying what is wrong with a malformed record.
 */
export function compatRecordOf(manifest: unknown): CompatRecord | undefined {
  const metaData = isRecord(manifest) ? manifest.metaData : undefined;
  const record = isRecord(metaData) ? metaData[COMPAT_METADATA_KEY] : undefined;
  if (record === undefined) return undefined;
  if (!isRecord(record) || !isText(record.sharedContract) || !isRecord(record.singletons)) {
    throw new TypeError(`metaData.${COMPAT_METADATA_KEY} needs a sharedContract version and a singletons object`);
  }
  const singletons: Record<string, SingletonBuild> = {};
  for (const [name, built] of Object.entries(record.singletons)) {
    if (!isRecord(built) || !isText(built.version) || !isText(built.range)) {
      throw new TypeError(`metaData.${COMPAT_METADATA_KEY}.singletons["${name}"] needs a version and a range`);
    }
    singletons[name] = { version: built.version, range: built.range };
  }
  return { sharedContract: record.sharedContract, singletons };
}
