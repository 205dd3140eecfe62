import { spawn } from 'node:child_process';
import path from 'node:path';

const API_DIR = path.resolve(__dirname, '..', '..');

export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs a TypeScript entry point of the API (`src/server.ts`, `src/commands/…`) as `npm run` does, to
 * its end: exit code and output. `stdin` is written and closed; without it standard input is empty.
 */
export function runApi(
  entry: string,
  options: { args?: string[]; env?: Record<string, string>; stdin?: string; timeoutMs?: number } = {},
): Promise<Finished> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...(options.args ?? [])], {
    cwd: API_DIR,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...options.env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.end(options.stdin ?? '');
  const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 90_000);
  return new Promise((resolve) =>
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    }),
  );
}
