/**
 * The shared contract: the runtime exports of `@clean/shared` (its root and the subpaths a remote's build
 * leaves to federation sharing) that remotes may import. They come from the share scope at run time (the
 * root from the shell), so a remote deployed alone meets the shell's copy, not the one it was built with.
 *
 * Semver: adding an export is a minor change (deploy the shell first); removing or renaming one is a
 * major change (first deploy the remotes that stop using it, then the shell). `shared/contract/exports.json`
 * records the exports of this version; a tooling test fails when they differ
 * (tooling/src/compat/contract-exports.ts).
 */
export const SHARED_CONTRACT_VERSION = '3.23.0';

/** The field of a federation manifest's `metaData` where an app's build records its `CompatRecord`. */
export const COMPAT_METADATA_KEY = 'compat';

/** One shared singleton as a build used it: the version it was built with and the versions it accepts. */
export interface SingletonBuild {
  version: string;
  range: string;
}

/** Export names by specifier (`@clean/shared`, `@clean/shared/api`); `*` stands for a whole namespace. */
export type ContractNames = Readonly<Record<string, readonly string[]>>;

/**
 * What one app was built with. For a remote it is what it needs from the shell; for the shell, what it
 * provides. `@clean/shared` is stood for by `sharedContract`, not by its package version.
 */
export interface CompatRecord {
  sharedContract: string;
  singletons: Record<string, SingletonBuild>;
  /** A remote's: what it imports from the shared contract. */
  uses?: ContractNames;
  /** The shell's: the names of the shared contract it provides itself (the `@clean/shared` root). */
  exports?: ContractNames;
}

/** What a running (or deployed) shell gives its remotes: its contract, singleton versions and names. */
export interface ShellProvisions {
  sharedContract: string;
  singletons: Readonly<Record<string, string>>;
  exports?: ContractNames;
}

/** Whether a version is in a semver range; callers pass the federation runtime's own (`satisfy`). */
export type SatisfiesRange = (version: string, range: string) => boolean;

const majorOf = (version: string): number => Number(version.split('.')[0]);

/**
 * Why a remote built against an older major of the contract cannot run on this shell: the names it
 * imports that the shell no longer provides (a namespace it uses whole cannot be checked). A specifier
 * the shell provides no names for is the share scope's to serve, so it is not checked here.
 */
function removedNamesUsed(uses: ContractNames, shell: ShellProvisions): string[] {
  const reasons: string[] = [];
  for (const [specifier, names] of Object.entries(uses)) {
    const provided = shell.exports?.[specifier];
    if (!provided) continue;
    const missing = names.filter((name) => !provided.includes(name));
    if (missing.includes('*')) {
      reasons.push(`uses all of ${specifier}, which cannot be checked against the contract ${shell.sharedContract}`);
    } else if (missing.length > 0) {
      reasons.push(
        `uses ${missing.join(', ')} from ${specifier}, which the shell no longer provides (contract ${shell.sharedContract})`,
      );
    }
  }
  return reasons;
}

/**
 * Every requirement of a remote the shell does not meet, one sentence each; none means the remote fits.
 * The contract: the shell's version must be in the caret range of the one the remote was built against
 * (same major, same or newer minor), or be of a newer major that still provides every name the remote
 * imports (how a removal rolls out: the remotes that stopped using it first). A singleton the shell does
 * not provide is no problem: the remote then loads its own copy.
 */
export function unmetRequirements(needs: CompatRecord, shell: ShellProvisions, satisfies: SatisfiesRange): string[] {
  const reasons: string[] = [];
  const contractRange = `^${needs.sharedContract}`;
  if (!satisfies(shell.sharedContract, contractRange)) {
    const olderMajor = majorOf(needs.sharedContract) < majorOf(shell.sharedContract);
    if (olderMajor && needs.uses && shell.exports) {
      reasons.push(...removedNamesUsed(needs.uses, shell));
    } else {
      reasons.push(
        `needs the @clean/shared contract ${contractRange} (built against ${needs.sharedContract}); the shell provides ${shell.sharedContract}`,
      );
    }
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
  return {
    sharedContract: record.sharedContract,
    singletons,
    ...optionalNames(record, 'uses'),
    ...optionalNames(record, 'exports'),
  };
}

/** `{ [field]: names }` when the record has that field, checked to be names by specifier. */
function optionalNames(record: Record<string, unknown>, field: 'uses' | 'exports'): Partial<CompatRecord> {
  const names = record[field];
  if (names === undefined) return {};
  const valid =
    isRecord(names) &&
    Object.values(names).every((list) => Array.isArray(list) && list.every((name) => typeof name === 'string'));
  if (!valid) throw new TypeError(`metaData.${COMPAT_METADATA_KEY}.${field} needs lists of names by specifier`);
  return { [field]: names as ContractNames };
}
