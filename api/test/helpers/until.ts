/** Waits `ms` of real time. */
export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export interface UntilOptions {
  /** Real time before giving up; what a test waits for takes longer on a busy machine. */
  timeoutMs?: number;
  /** What to do between two checks (work a job queue's clock, say); by default a 20 ms wait. */
  between?: () => Promise<unknown>;
}

/**
 * Checks `done` until it holds, doing `between` in between, and fails naming `what` (a text, or one
 * read at the time of failure) once `timeoutMs` of real time has passed: for what arrives on its own
 * time (a notification, a queued job's result, a lock request), never a fixed sleep.
 */
export async function until(
  what: string | (() => Promise<string>),
  done: () => Promise<boolean>,
  { timeoutMs = 30_000, between = () => sleep(20) }: UntilOptions = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) {
      const described = typeof what === 'string' ? what : await what();
      throw new Error(`Still not so after ${timeoutMs} ms: ${described}`);
    }
    await between();
  }
}
