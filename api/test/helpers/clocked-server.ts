/**
 * The API as `src/server.ts` runs it, but on a clock its parent process owns (docs/TESTING.md, "The
 * clocked API"): the e2e tests start it as a child process to see what happens when time passes (a
 * reminder the day before, a plan's charge), without any test-only route or setting in the API itself.
 *
 * The job queue runs on pg-boss's TestClock, and the app's `now()` reads the same clock. The clock
 * follows real time (every few hundred milliseconds it moves by the time that passed, so workers
 * poll and messages go out as they would), and the parent moves it forward by sending
 * `{ type: 'move', id, to }` over the IPC channel; the answer `{ type: 'moved', id, now }` comes once
 * the schedules of the way have run. Everything else is the production code: the real job runner,
 * SMTP to the mail catcher, the payment provider's calls, on a database of its own (PGLITE_DIR).
 */
import { TestClock } from 'pg-boss';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { loggerOptions } from '../../src/logger';
import { createTestDatabase } from './database';

/** How often the clock catches up with real time. */
const FOLLOW_REAL_TIME_MS = 250;
/**
 * A move goes straight to this long before its target, then walks the rest in schedule-sized steps:
 * pg-boss sends a scheduled job only when a pass of its cron monitor falls within a minute after the
 * occurrence, so one long jump would skip the quarter-hourly and hourly runs on the way. Two hours
 * cover every hourly schedule once or twice.
 */
const WALK_MS = 2 * 3_600_000;
/** The walk's step: every five minutes on the minute, so each `*\/15` and `5 *` occurrence is met. */
const STEP_MS = 5 * 60_000;

export type ClockRequest = { type: 'move'; id: number; to: number };
export type ClockAnswer =
  | { type: 'ready'; now: number }
  | { type: 'moved'; id: number; now: number }
  | { type: 'failed'; id: number; message: string };

const send = (answer: ClockAnswer) => process.send?.(answer);

async function main(): Promise<void> {
  if (!process.send) throw new Error('The clocked API is started with an IPC channel (child_process.fork)');
  const clock = new TestClock(Date.now());
  const config = loadConfig();
  // In memory, loaded from the migrated template the e2e run's clocked APIs share (API_TEST_RUN):
  // only the first start of a run pays for initdb, the migrations, the seed and the queue's schema.
  const database = await createTestDatabase('pglite');
  const app = await buildApp({
    config,
    logger: loggerOptions(config),
    now: () => new Date(clock.now()),
    jobs: { clock },
    database: database.handle,
  });
  await app.listen({ host: config.host, port: config.port });

  // One clock operation at a time: TestClock refuses a tick while another is running.
  let queue: Promise<unknown> = Promise.resolve();
  const serially = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work);
    queue = next.catch(() => undefined);
    return next;
  };

  let lastReal = Date.now();
  const follow = setInterval(() => {
    void serially(async () => {
      const real = Date.now();
      const elapsed = real - lastReal;
      lastReal = real;
      await clock.tick(elapsed);
    });
  }, FOLLOW_REAL_TIME_MS);

  async function move(to: number): Promise<void> {
    if (to - clock.now() > WALK_MS) {
      await clock.setTime(to - WALK_MS);
      await clock.tick(0);
    }
    while (clock.now() < to) {
      await clock.setTime(Math.min(to, (Math.floor(clock.now() / STEP_MS) + 1) * STEP_MS));
      await clock.tick(0);
    }
    lastReal = Date.now();
  }

  process.on('message', (message: ClockRequest) => {
    if (message.type !== 'move') return;
    serially(() => move(message.to)).then(
      () => send({ type: 'moved', id: message.id, now: clock.now() }),
      (error: unknown) => send({ type: 'failed', id: message.id, message: String(error) }),
    );
  });

  let closing = false;
  const close = async () => {
    if (closing) return;
    closing = true;
    clearInterval(follow);
    await queue;
    await app.close();
    await database.dispose();
    process.exit(0);
  };
  process.once('SIGTERM', () => void close());
  // The test process ended without stopping it: nothing else will.
  process.once('disconnect', () => void close());
  send({ type: 'ready', now: clock.now() });
}

main().catch((error: unknown) => {
  console.error('The clocked API could not start:', error);
  process.exit(1);
});
