import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, rmdirSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/** The lock file inside a PGlite data folder. */
export const LOCK_FILE = 'clean-api.lock';
/** A lock from another machine (a shared volume) counts as abandoned after this long without a touch. */
const FOREIGN_STALE_MS = 60_000;
const TOUCH_EVERY_MS = 15_000;

export class FolderLockedError extends Error {
  constructor(
    readonly folder: string,
    owner: LockOwner,
  ) {
    super(
      `The PGlite folder ${folder} is in use by another process (pid ${owner.pid} on ${owner.host}, since ` +
        `${owner.since}). PGlite allows one process per folder: stop that process first, or use ` +
        `DATABASE_URL (PostgreSQL) to run several. If no such process runs any more, delete ` +
        `${path.join(folder, LOCK_FILE)}.`,
    );
    this.name = 'FolderLockedError';
  }
}

interface LockOwner {
  pid: number;
  host: string;
  /** Start time of the process (Linux: clock ticks since boot), to tell a reused pid from the owner. */
  started: string | null;
  since: string;
  token: string;
}

/** Folders this process holds (a second open in the same process is refused too). */
const held = new Set<string>();

/** Field 22 of /proc/<pid>/stat; null where there is no /proc. */
function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the owner named by a lock file still holds it. */
function ownerAlive(owner: LockOwner, file: string, folder: string): boolean {
  if (owner.host !== hostname()) {
    // Another machine: no way to ask its kernel, so its lock lives while it keeps touching the file.
    try {
      return Date.now() - statSync(file).mtimeMs < FOREIGN_STALE_MS;
    } catch {
      return false;
    }
  }
  // Our own pid: a lock left by an earlier life of this process (a container restarted), unless
  // this very process holds it.
  if (owner.pid === process.pid) return held.has(folder);
  if (!isRunning(owner.pid)) return false;
  const started = processStart(owner.pid);
  return owner.started === null || started === null || started === owner.started;
}

function readOwner(file: string): LockOwner | 'missing' | 'unreadable' {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as LockOwner;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'missing' : 'unreadable';
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Takes away an abandoned lock, under a guard so two starting processes cannot both take it. */
function removeAbandoned(file: string, abandoned: LockOwner | 'unreadable'): void {
  const guard = `${file}.takeover`;
  try {
    mkdirSync(guard);
  } catch {
    // Another process is taking it over; a guard left by a crash in these few lines is old.
    try {
      if (Date.now() - statSync(guard).mtimeMs > 10_000) rmdirSync(guard);
    } catch {
      // Gone meanwhile.
    }
    return;
  }
  try {
    const now = readOwner(file);
    const same =
      abandoned === 'unreadable'
        ? now === 'unreadable'
        : now !== 'missing' && now !== 'unreadable' && now.token === abandoned.token;
    if (same) unlinkSync(file);
  } finally {
    rmdirSync(guard);
  }
}

/**
 * An exclusive lock on a PGlite data folder: two processes writing one folder would corrupt it.
 * The lock is a file naming its owner; a lock whose owner is gone (crash, kill -9) is taken over,
 * so a supervisor's restart works. Answers the release function.
 */
export async function lockFolder(folder: string): Promise<() => void> {
  const resolved = path.resolve(folder);
  const file = path.join(resolved, LOCK_FILE);
  const owner: LockOwner = {
    pid: process.pid,
    host: hostname(),
    started: processStart(process.pid),
    since: new Date().toISOString(),
    token: randomUUID(),
  };
  for (let attempt = 0; ; attempt += 1) {
    try {
      writeFileSync(file, JSON.stringify(owner), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const current = readOwner(file);
    if (current === 'missing') continue;
    if (current === 'unreadable') {
      // Being written this very moment, or garbage: give a writer a moment first.
      const fresh = (() => {
        try {
          return Date.now() - statSync(file).mtimeMs < 2000;
        } catch {
          return false;
        }
      })();
      if (fresh && attempt < 20) {
        await pause(100);
        continue;
      }
      removeAbandoned(file, 'unreadable');
    } else if (ownerAlive(current, file, resolved)) {
      throw new FolderLockedError(resolved, current);
    } else {
      removeAbandoned(file, current);
    }
    if (attempt >= 20) throw new Error(`Could not take the lock ${file}`);
    await pause(50);
  }

  held.add(resolved);
  // Keeps the lock fresh for processes on other machines sharing the folder.
  const touch = setInterval(() => {
    try {
      const now = new Date();
      utimesSync(file, now, now);
    } catch {
      // The folder went away; the database will say so.
    }
  }, TOUCH_EVERY_MS);
  touch.unref();

  const release = () => {
    if (!held.delete(resolved)) return;
    clearInterval(touch);
    process.off('exit', release);
    const current = readOwner(file);
    if (current !== 'missing' && current !== 'unreadable' && current.token === owner.token) {
      try {
        unlinkSync(file);
      } catch {
        // Already gone.
      }
    }
  };
  // An exit without close (a crash) frees the folder too; kill -9 leaves a lock the next start takes over.
  process.on('exit', release);
  return release;
}
