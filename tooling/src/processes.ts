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

/** Runs a command from the repo root, prefixing each output line with its name. */
export function runPrefixed(spec: ProcessSpec, index = 0): ChildProcess {
  const child = spawn(spec.command, spec.args, {
    cwd: repoRoot,
    env: { ...process.env, ...spec.env },
    stdio: ['ignore', 'pipe', 'pipe'],
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

/** Runs long-lived processes until Ctrl+C; if one dies, stops the rest. */
export function supervise(specs: ProcessSpec[]): void {
  const children = specs.map((spec, index) => ({ spec, child: runPrefixed(spec, index) }));
  let stopping = false;
  const stopAll = (code: number) => {
    if (stopping) return;
    stopping = true;
    for (const { child } of children) if (child.exitCode === null) child.kill('SIGTERM');
    setTimeout(() => process.exit(code), 1500).unref();
  };
  for (const { spec, child } of children) {
    child.on('exit', (code) => {
      if (!stopping) {
        console.error(`${spec.name} stopped (exit ${code}); stopping everything.`);
        stopAll(code ?? 1);
      }
    });
  }
  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));
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
