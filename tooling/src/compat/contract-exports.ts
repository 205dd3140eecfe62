import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { repoRoot } from '../processes';
import { BUNDLED_SUBPATHS } from '../webpack/shared-singletons';

/**
 * The shared contract's checked-in record (`shared/contract/exports.json`): the contract version and,
 * per subpath of `@clean/shared` that remotes get through federation, its runtime export names.
 */
export interface ContractRecord {
  version: string;
  exports: Record<string, string[]>;
}

export const CONTRACT_RECORD_FILE = path.join(repoRoot, 'shared', 'contract', 'exports.json');

/** The command that re-records the contract after a deliberate change (it refuses too small a bump). */
export const RECORD_COMMAND = 'npx tsx tooling/src/compat/record-shared-contract.ts';

const SHARED_PACKAGE = path.join(repoRoot, 'shared', 'package.json');

/** `.` and `./api` as a remote imports them: `@clean/shared`, `@clean/shared/api`. */
export const specifierOf = (subpath: string): string => `@clean/shared${subpath.slice(1)}`;

/**
 * The subpaths of `@clean/shared` whose modules a remote gets from the share scope at run time: every
 * module the package exports (not its CSS files) except the subpaths each app bundles for itself.
 */
export function contractSubpaths(): string[] {
  const manifest = JSON.parse(readFileSync(SHARED_PACKAGE, 'utf8')) as { exports: Record<string, string> };
  const bundled = BUNDLED_SUBPATHS['@clean/shared'];
  return Object.entries(manifest.exports)
    .filter(([subpath, target]) => /\.tsx?$/.test(target) && !bundled?.test(subpath.slice(2)))
    .map(([subpath]) => subpath)
    .sort();
}

/**
 * The runtime export names of every contract subpath, as the package has them now. (`default` is left
 * out: it is how a CommonJS module appears to `import()`, and the package has no default exports.)
 */
export async function actualContractExports(): Promise<Record<string, string[]>> {
  const namesBySubpath: Record<string, string[]> = {};
  for (const subpath of contractSubpaths()) {
    const module = (await import(specifierOf(subpath))) as Record<string, unknown>;
    namesBySubpath[subpath] = Object.keys(module)
      .filter((name) => name !== 'default' && name !== '__esModule')
      .sort();
  }
  return namesBySubpath;
}

export function readContractRecord(file = CONTRACT_RECORD_FILE): ContractRecord {
  return JSON.parse(readFileSync(file, 'utf8')) as ContractRecord;
}

/** Writes the record formatted as the repository's Prettier settings want it, so lint stays green. */
export async function writeContractRecord(record: ContractRecord, file = CONTRACT_RECORD_FILE): Promise<void> {
  const options = (await resolveConfig(file)) ?? {};
  writeFileSync(file, await format(JSON.stringify(record, null, 2), { ...options, parser: 'json' }));
}

/** What changed between two export lists, each entry `name from @clean/shared/subpath`. */
export interface ContractChange {
  removed: string[];
  added: string[];
}

export function contractChange(
  recorded: Readonly<Record<string, readonly string[]>>,
  actual: Readonly<Record<string, readonly string[]>>,
): ContractChange {
  const entries = (namesBySubpath: Readonly<Record<string, readonly string[]>>) =>
    new Set(
      Object.entries(namesBySubpath).flatMap(([subpath, names]) =>
        names.map((name) => `${name} from ${specifierOf(subpath)}`),
      ),
    );
  const before = entries(recorded);
  const after = entries(actual);
  return {
    removed: [...before].filter((entry) => !after.has(entry)),
    added: [...after].filter((entry) => !before.has(entry)),
  };
}

const BUMPS = ['none', 'patch', 'minor', 'major'] as const;
export type Bump = (typeof BUMPS)[number];

/** Removing (or renaming) an export breaks remotes that use it; adding one breaks none that exist. */
export const requiredBump = ({ removed, added }: ContractChange): Bump =>
  removed.length > 0 ? 'major' : added.length > 0 ? 'minor' : 'none';

function parseVersion(version: string): [number, number, number] {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!match) throw new Error(`"${version}" is not a contract version (major.minor.patch)`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** The kind of step from one version to the next; `null` when it goes backwards. */
export function bumpBetween(from: string, to: string): Bump | null {
  const [fromMajor, fromMinor, fromPatch] = parseVersion(from);
  const [toMajor, toMinor, toPatch] = parseVersion(to);
  const steps = [
    ['major', fromMajor, toMajor],
    ['minor', fromMinor, toMinor],
    ['patch', fromPatch, toPatch],
  ] as const;
  for (const [kind, before, after] of steps) {
    if (after > before) return kind;
    if (after < before) return null;
  }
  return 'none';
}

/** The lowest version after `from` that is a `bump` step (`1.2.3`, minor → `1.3.0`). */
export function nextVersion(from: string, bump: Exclude<Bump, 'none'>): string {
  const [major, minor, patch] = parseVersion(from);
  if (bump === 'major') return `${major + 1}.0.0`;
  return bump === 'minor' ? `${major}.${minor + 1}.0` : `${major}.${minor}.${patch + 1}`;
}

export interface ContractProblem {
  /** `bump`: the version must change more; `record`: the version is right, the record is behind. */
  kind: 'bump' | 'record';
  message: string;
}

const list = (entries: readonly string[]) => entries.map((entry) => `\n  - ${entry}`).join('');

/**
 * What is wrong between the recorded contract, the package's exports now and `SHARED_CONTRACT_VERSION`;
 * nothing when the record describes the package at that version.
 */
export function contractProblems(
  recorded: ContractRecord,
  actual: Record<string, string[]>,
  version: string,
): ContractProblem[] {
  const change = contractChange(recorded.exports, actual);
  const needed = requiredBump(change);
  const bump = bumpBetween(recorded.version, version);
  const described =
    (change.removed.length > 0 ? `\nRemoved or renamed:${list(change.removed)}` : '') +
    (change.added.length > 0 ? `\nAdded:${list(change.added)}` : '');

  if (bump === null) {
    return [
      { kind: 'bump', message: `SHARED_CONTRACT_VERSION ${version} is older than the recorded ${recorded.version}.` },
    ];
  }
  if (needed !== 'none' && BUMPS.indexOf(bump) < BUMPS.indexOf(needed)) {
    const advice =
      needed === 'major'
        ? 'Remotes built against it use what is gone: deploy remotes that no longer use it before the shell.'
        : 'Remotes built against it need a shell that has the additions: deploy the shell first.';
    return [
      {
        kind: 'bump',
        message:
          `The runtime exports of @clean/shared changed from contract ${recorded.version}:${described}\n` +
          `That is a ${needed} change: set SHARED_CONTRACT_VERSION (shared/src/config/shared-contract.ts) to ` +
          `${nextVersion(recorded.version, needed)}, then run ${RECORD_COMMAND}. ${advice}`,
      },
    ];
  }
  if (needed !== 'none' || bump !== 'none') {
    return [
      {
        kind: 'record',
        message:
          `SHARED_CONTRACT_VERSION is ${version} but shared/contract/exports.json records ${recorded.version}` +
          `${described ? ` with other exports:${described}` : ''}\nRun ${RECORD_COMMAND} to record it.`,
      },
    ];
  }
  return [];
}
