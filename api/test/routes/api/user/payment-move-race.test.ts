/**
 * A payment recorded while the customer moves the same booking twice (a second tab, a double tap)
 * never deadlocks: crew-day locks are taken before row locks everywhere (api/src/repositories/locks.ts),
 * also when the payment finds the row moved under it. PostgreSQL only: PGlite has one connection, so
 * nothing there ever waits for a lock.
 *
 * The two moves are driven step by step on their own connections, taking their locks in the order the
 * reschedule takes them (both dates' crew-day locks, then the row), so the interleaving that deadlocked
 * is made every time rather than hoped for.
 */
import pg from 'pg';
import { crewDayLockKey } from '../../../../src/repositories/crew-assignment';
import { scriptedVerifier, useTestApp } from '../../../helpers/build-app';
import { until } from '../../../helpers/until';
import { describePostgres } from '../../../helpers/database';
import { book, firstChoice } from '../../../helpers/fixtures';

// Three dates: a move within one date takes one lock, only a move to another date takes two.
const X = { date: '2030-01-09', time: '9:00 AM', location: 'Lagos' };
const Y = { date: '2030-01-10', time: '10:00 AM', location: 'Lagos' };
const Z = { date: '2030-01-11', time: '11:00 AM', location: 'Lagos' };

const lockSlot = (client: pg.Client, slot: typeof X) =>
  client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [crewDayLockKey(slot)]);

describePostgres('a payment racing two moves of the same booking', () => {
  const payments = scriptedVerifier();
  const t = useTestApp('postgres', { paymentVerifier: payments.verifier });
  const clients: pg.Client[] = [];

  async function connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: t.database.url });
    await client.connect();
    clients.push(client);
    return client;
  }

  // Before the test app's own clean-up drops the database under them.
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.end()));
  });

  /** Resolves once `count` advisory lock requests on this database are waiting. */
  function waitingLocks(watcher: pg.Client, count: number): Promise<void> {
    return until(
      `${count} lock requests waiting`,
      async () => {
        const { rows } = await watcher.query<{ waiting: number }>(
          `SELECT count(*)::int AS waiting FROM pg_locks
            WHERE locktype = 'advisory' AND NOT granted
              AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
        );
        return (rows[0]?.waiting ?? 0) >= count;
      },
      { timeoutMs: 20_000 },
    );
  }

  it('records the payment and both moves, in whichever order the locks allow', async () => {
    const choice = await firstChoice(t);
    const booked = await book(t, choice, { date: X.date, time: X.time, location: 'Lagos' });
    const [firstMove, secondMove, watcher] = [await connect(), await connect(), await connect()];

    // The first move (X → Y) holds both slots' locks and has moved the row, not yet committed.
    await firstMove.query('BEGIN');
    await lockSlot(firstMove, X);
    await lockSlot(firstMove, Y);
    await firstMove.query('SELECT id FROM appointments WHERE id = $1 FOR UPDATE', [booked.appointmentId]);
    await firstMove.query('UPDATE appointments SET date = $2, time = $3 WHERE id = $1', [
      booked.appointmentId,
      Y.date,
      Y.time,
    ]);

    // The payment reads the booking at X and waits for X's lock.
    payments.answer({ status: 'paid' });
    const payment = t.request({
      method: 'POST',
      url: '/api/user/appointments',
      payload: {
        appointmentId: booked.appointmentId,
        reference: booked.reference,
        date: X.date,
        time: X.time,
        service: choice.service,
        frequency: choice.frequency,
      },
    });
    await waitingLocks(watcher, 1);

    // The second move (Y → Z) queues for Y's lock, then the first move commits: the payment gets X
    // and finds the row at Y; the second move gets Y and Z.
    await secondMove.query('BEGIN');
    const secondLocks = lockSlot(secondMove, Y).then(() => lockSlot(secondMove, Z));
    await waitingLocks(watcher, 2);
    await firstMove.query('COMMIT');
    await secondLocks;
    // The payment now waits for Y (held by the second move). The second move takes the row: before
    // the fix the payment held it while waiting for Y, and PostgreSQL aborted one of the two.
    await waitingLocks(watcher, 1);
    await secondMove.query('SELECT id FROM appointments WHERE id = $1 FOR UPDATE', [booked.appointmentId]);
    await secondMove.query('UPDATE appointments SET date = $2, time = $3 WHERE id = $1', [
      booked.appointmentId,
      Z.date,
      Z.time,
    ]);
    await secondMove.query('COMMIT');

    const answer = await payment;
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ success: true, status: 'paid' });
    const { rows } = await watcher.query<{ date: string; time: string; payment: boolean; needs_attention: boolean }>(
      "SELECT to_char(date, 'YYYY-MM-DD') AS date, time, payment, needs_attention FROM appointments WHERE id = $1",
      [booked.appointmentId],
    );
    expect(rows).toEqual([{ date: Z.date, time: Z.time, payment: true, needs_attention: false }]);
  });
});
