import { spawn } from 'node:child_process';
import path from 'node:path';

const FIXTURE = path.join(__dirname, 'fixtures', 'supervise-two.ts');
const TSX = path.resolve(__dirname, '../../node_modules/.bin/tsx');

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

/** Starts the fixture and answers it with the pids of the servers its wrappers started. */
async function startSupervisor() {
  const supervisor = spawn(TSX, [FIXTURE], { stdio: ['ignore', 'pipe', 'inherit'] });
  const grandchildren: number[] = [];
  supervisor.stdout.on('data', (chunk: Buffer) => {
    for (const match of chunk.toString().matchAll(/grandchild (\d+)/g)) grandchildren.push(Number(match[1]));
  });
  const exited = new Promise<number | null>((resolve) => supervisor.on('exit', (code) => resolve(code)));
  expect(await until(() => grandchildren.length === 2, 20_000)).toBe(true);
  return { supervisor, grandchildren, exited };
}

describe('npm start and npm run dev supervise their servers', () => {
  // A CI runner or a container stop sends SIGTERM to the supervisor alone; a terminal's Ctrl+C reaches
  // the supervisor's group only, as its servers run in their own.
  it.each(['SIGTERM', 'SIGINT'] as const)('%s to the supervisor stops what its wrappers started', async (signal) => {
    const { supervisor, grandchildren, exited } = await startSupervisor();
    supervisor.kill(signal);
    expect(await exited).toBe(0);
    expect(await until(() => grandchildren.every((pid) => !isRunning(pid)), 2_000)).toBe(true);
  });

  it('one server dying stops the others, and the supervisor exits with its code', async () => {
    const { grandchildren, exited } = await startSupervisor();
    process.kill(grandchildren[0] as number, 'SIGKILL');
    // The wrapper's `wait` answers 128 + 9 for a killed child.
    expect(await exited).toBe(137);
    expect(await until(() => !isRunning(grandchildren[1] as number), 2_000)).toBe(true);
  });
});
