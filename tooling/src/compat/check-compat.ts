/**
 * `npm run check-compat`: before a team deploys a remote, whether its build fits the shell of an
 * environment, by the same rule the shell applies at run time (`unmetRequirements` of `@clean/shared`).
 *
 *   npm run check-compat -- --remote booking --config https://www.example.com/config.json
 *   npm run check-compat -- --remote booking --build remote-booking/dist --shell shell/dist
 *   npm run check-compat -- --config http://localhost:3000/config.json   (every remote as deployed)
 *
 * Exit code 0: everything fits; 1: something does not (each reason printed); 2: nothing could be checked.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  compatRecordOf,
  REMOTE_NAMES,
  runtimeConfig,
  unmetRequirements,
  type RemoteName,
  type ShellProvisions,
} from '@clean/shared';
import { satisfy } from '@module-federation/enhanced/runtime';
import { webApp } from '../apps';
import { repoRoot } from '../processes';
import { isUrl, manifestLocation, readJson, shellManifestOfConfig } from './manifest-source';

export interface CompatCheckOptions {
  /** One remote whose build is checked; without it, every remote the config names, as deployed. */
  remote?: RemoteName;
  /** That remote's build folder, manifest or URL (default: its workspace's `dist/`). */
  build?: string;
  /** An environment's `config.json`, a file or the URL the shell serves it at. */
  config?: string;
  /** The shell's build folder, manifest or URL (default: the config's shell, else `shell/dist`). */
  shell?: string;
}

export interface RemoteVerdict {
  remote: RemoteName;
  /** Where its manifest was read. */
  manifest: string;
  /** Why it does not fit; empty when it does. */
  reasons: string[];
}

export interface CompatReport {
  /** Where the shell's manifest was read. */
  shell: string;
  provides: ShellProvisions;
  verdicts: RemoteVerdict[];
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

const isRemoteName = (value: string): value is RemoteName => (REMOTE_NAMES as readonly string[]).includes(value);

/** What the shell of a manifest provides, from the record its build wrote there. */
async function shellProvisions(manifest: string): Promise<ShellProvisions> {
  const record = compatRecordOf(await readJson(manifest));
  if (!record) throw new Error(`the shell at ${manifest} records nothing it provides: rebuild it`);
  const singletons = Object.fromEntries(
    Object.entries(record.singletons).map(([name, built]) => [name, built.version]),
  );
  return { sharedContract: record.sharedContract, singletons, exports: record.exports };
}

/** The manifests to check: one remote's build, or every remote a config names. */
async function remoteManifests(options: CompatCheckOptions): Promise<{ remote: RemoteName; manifest: string }[]> {
  if (options.remote) {
    const build = options.build ?? path.join(repoRoot, webApp(options.remote).dir, 'dist');
    return [{ remote: options.remote, manifest: manifestLocation(build) }];
  }
  if (!options.config) throw new Error('name a remote (--remote) or an environment (--config)');
  const parsed = runtimeConfig.safeParse(
    await readJson(isUrl(options.config) ? options.config : path.resolve(options.config)),
  );
  if (!parsed.success) throw new Error(`${options.config} is not a valid runtime config`);
  return REMOTE_NAMES.map((remote) => ({ remote, manifest: parsed.data.remotes[remote] }));
}

async function verdictOf(remote: RemoteName, manifest: string, provides: ShellProvisions): Promise<RemoteVerdict> {
  let json: unknown;
  try {
    json = await readJson(manifest);
  } catch (error) {
    return { remote, manifest, reasons: [`its manifest could not be read: ${messageOf(error)}`] };
  }
  try {
    const needs = compatRecordOf(json);
    if (!needs) return { remote, manifest, reasons: ['its manifest records nothing it needs: rebuild it'] };
    return { remote, manifest, reasons: unmetRequirements(needs, provides, satisfy) };
  } catch (error) {
    return { remote, manifest, reasons: [`its manifest's record is unreadable: ${messageOf(error)}`] };
  }
}

/** Checks remote builds against a shell; throws when nothing can be checked (usage, shell unreadable). */
export async function checkCompat(options: CompatCheckOptions): Promise<CompatReport> {
  const shell = manifestLocation(
    options.shell ?? (options.config ? shellManifestOfConfig(options.config) : path.join(repoRoot, 'shell', 'dist')),
  );
  const remotes = await remoteManifests(options);
  const provides = await shellProvisions(shell);
  const verdicts = await Promise.all(remotes.map(({ remote, manifest }) => verdictOf(remote, manifest, provides)));
  return { shell, provides, verdicts };
}

const shown = (location: string) => (isUrl(location) ? location : path.relative(process.cwd(), location));

/** The report as lines for a terminal: one OK line per remote that fits, every reason of one that does not. */
export function describeReport({ shell, provides, verdicts }: CompatReport): string[] {
  const shellText = `the shell at ${shown(shell)} (contract ${provides.sharedContract})`;
  return verdicts.flatMap(({ remote, manifest, reasons }) =>
    reasons.length === 0
      ? [`OK: ${remote} (${shown(manifest)}) fits ${shellText}`]
      : [
          `NOT COMPATIBLE: ${remote} (${shown(manifest)}) with ${shellText}:`,
          ...reasons.map((reason) => `  - ${reason}`),
        ],
  );
}

/** The command: parses `args`, prints the report and returns the exit code (0 fits, 1 does not, 2 error). */
export async function runCheckCompat(
  args: readonly string[],
  print: { out: (line: string) => void; err: (line: string) => void } = { out: console.log, err: console.error },
): Promise<number> {
  try {
    const { values } = parseArgs({
      args: [...args],
      options: {
        remote: { type: 'string' },
        build: { type: 'string' },
        config: { type: 'string' },
        shell: { type: 'string' },
      },
    });
    if (values.remote !== undefined && !isRemoteName(values.remote)) {
      throw new Error(`unknown remote "${values.remote}": one of ${REMOTE_NAMES.join(', ')}`);
    }
    if (values.build && !values.remote) throw new Error('--build needs --remote');
    const report = await checkCompat({ ...values, remote: values.remote });
    const fits = report.verdicts.every((verdict) => verdict.reasons.length === 0);
    for (const line of describeReport(report)) (fits ? print.out : print.err)(line);
    return fits ? 0 : 1;
  } catch (error) {
    print.err(`check-compat: ${messageOf(error)}`);
    return 2;
  }
}

if (require.main === module) {
  void runCheckCompat(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
