import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../..');

export interface ProcessSpec {
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
}

const COLOURS = [36, 35, 33, 32, 34, 31, 96, 95];

/**
 * Runs a command from the repo root, prefixing each output line with its name. `ownGroup` starts it in
 * a process group of its own, so that stopping it reaches what it started too (`npm run` is a wrapper:
 * a signal to the wrapper alone leaves the server it started running).
 */
export function runPrefixed(spec: ProcessSpec, index = 0, ownGroup = false): ChildProcess {
  const child = spawn(spec.command, spec.args, {
    cwd: repoRoot,
    env: { ...process.env, ...spec.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: ownGroup,
  });
  const prefix = `\x1b[${COLOURS[index % COLOURS.length]}m${spec.name.padEnd(16)}\x1b[0m│ `;
  const forward = (stream: NodeJS.WritableStream) => (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n'))
      if (line.trim() && !line.includes('Unknown user config')) stream.write(prefix + line + '\n');
  };
  child.stdout?.on('data', forward(process.stdout));
  child.stderr?.on('data', forward(process.stderr));
  return child;
}

/** Runs a command to completion; rejects with its exit code. */
export function runToEnd(spec: ProcessSpec, index = 0): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = runPrefixed(spec, index);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${spec.name} exited with ${code}`))));
  });
}

/** How long stopped processes get to finish their work before they are killed. */
const STOP_GRACE_MS = 5000;

/** Sends `signal` to a child's whole process group (0: none, only asks); false when the group is gone. */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals | 0): boolean {
  if (child.pid === undefined) return false;
  try {
    process.kill(-child.pid, signal);
    return true;
  } catch {
    return false;
  }
}

/** Long-lived processes run by `supervise`: more can join, and all can be stopped together. */
export interface Supervised {
  /** Starts more processes under the same supervision (`npm start`'s web servers, after the prerender). */
  add(specs: ProcessSpec[]): void;
  /** Stops every process started so far, then exits with `code`. */
  stop(code: number): void;
}

/**
 * Runs long-lived processes until Ctrl+C or SIGTERM; if one dies, stops the rest. Each runs in its own
 * process group, and stopping signals every group, waits for them, and kills what is left after a
 * grace period, so no server outlives `npm start` however it was stopped (a terminal, a CI runner, a
 * container's stop).
 */
export function supervise(specs: ProcessSpec[]): Supervised {
  const children: { spec: ProcessSpec; child: ChildProcess }[] = [];
  let stopping = false;
  const stopAll = (code: number) => {
    if (stopping) return;
    stopping = true;
    for (const { child } of children) signalGroup(child, 'SIGTERM');
    // A group is done when none of its processes is left (signal 0 only asks), not when its leader,
    // a wrapper, has exited: the server under it may still be closing its database.
    const deadline = Date.now() + STOP_GRACE_MS;
    const waitForGroups = () => {
      const left = children.filter(({ child }) => signalGroup(child, 0));
      if (left.length > 0 && Date.now() < deadline) return void setTimeout(waitForGroups, 100);
      for (const { child } of left) signalGroup(child, 'SIGKILL');
      process.exit(code);
    };
    waitForGroups();
  };
  const add = (more: ProcessSpec[]) => {
    for (const spec of more) {
      const child = runPrefixed(spec, children.length, true);
      children.push({ spec, child });
      child.on('exit', (code) => {
        if (!stopping) {
          console.error(`${spec.name} stopped (exit ${code}); stopping everything.`);
          stopAll(code ?? 1);
        }
      });
    }
  };
  add(specs);
  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));
  process.on('SIGHUP', () => stopAll(0));
  return { add, stop: stopAll };
}

/**
 * Resolves once `url` answers 2xx; rejects after `timeoutMs`, or as soon as `exited()` says the
 * process meant to answer has stopped.
 */
export async function waitForHealth(url: string, timeoutMs: number, exited: () => boolean = () => false) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    if (exited() || Date.now() > deadline) throw new Error(`${url} did not answer`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Runs async jobs with at most `limit` at a time (2 cores: builds two by two). */
export async function inBatches<T>(items: readonly T[], limit: number, job: (item: T, index: number) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      await job(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
