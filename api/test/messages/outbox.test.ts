/**
 * The outbox and its delivery jobs (docs/ARCHITECTURE.md, "Background jobs and the outbox"): a message
 * is written in the transaction of the change that causes it, a job of the queue sends it over SMTP
 * (a real local server here), retries with backoff and ends failed with the server's reason. The
 * queue's clock is pg-boss's TestClock: its workers poll only when a test moves it.
 */
import { formatNaira } from '@clean/shared/format';
import { receiptPath } from '@clean/shared/paths';
import { outboxResponse } from '@clean/shared/schemas';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { QUEUES } from '../../src/jobs/job-queue';
import { queueDueReminders } from '../../src/services/reminders';
import {
  JobClock,
  scriptedVerifier,
  SETUP_TIMEOUT_MS,
  testClock,
  testConfig,
  useTestApp,
  type TestApp,
} from '../helpers/build-app';
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../helpers/database';
import { book, firstChoice, queryRows, registerAdmin, type BookingAnswer } from '../helpers/fixtures';
import { SAMPLE_BOOKING } from '../helpers/email-samples';
import { useSmtpCatcher } from '../helpers/smtp-catcher';

const SITE_URL = 'https://www.sparkle.example';

interface StoredMessage {
  kind: string;
  recipient: string;
  status: string;
  attempts: number;
  last_error: string | null;
}

const messagesOf = (t: TestApp, appointmentId: string) =>
  queryRows<StoredMessage>(
    t.database.handle,
    sql`SELECT kind, recipient, status, attempts, last_error FROM outbox_messages
        WHERE appointment_id = ${appointmentId} ORDER BY created_at, kind`,
  );

const deliveryJobs = (t: TestApp) =>
  queryRows<{ count: number }>(
    t.database.handle,
    sql`SELECT count(*)::int AS count FROM pgboss.job WHERE name = ${QUEUES.deliverMessage.name}`,
  );

/** Moves the queue's clock a poll at a time until `done` holds (each tick lets the workers run). */
async function tickUntil(clock: JobClock, done: () => Promise<boolean>, stepMs = 2000, maxSteps = 200) {
  for (let step = 0; step < maxSteps; step += 1) {
    if (await done()) return;
    await clock.tick(stepMs);
  }
  throw new Error('The condition did not come true as the queue clock moved');
}

/**
 * Jumps the queue's clock `stepMs` at a time until `done` holds, as if the process slept between two
 * looks: each timer the jump passed fires once (not every poll in between), so minutes of backoff
 * cost a few statements.
 */
async function jumpUntil(clock: JobClock, done: () => Promise<boolean>, stepMs: number, maxSteps = 100) {
  for (let step = 0; step < maxSteps; step += 1) {
    if (await done()) return;
    await clock.setTime(clock.now() + stepMs);
    await clock.tick(0);
  }
  throw new Error('The condition did not come true as the queue clock moved');
}

describeEachDatabase('the outbox: messages queued with their change and sent by jobs', (kind) => {
  const smtp = useSmtpCatcher();
  const payments = scriptedVerifier();
  const jobClock = new JobClock('2030-01-07T08:30:00Z');
  const env = Object.assign(smtp.env, { SITE_URL });
  const t = useTestApp(kind, { env, jobClock, paymentVerifier: payments.verifier });

  const sentTo = (address: string) =>
    smtp.received.filter((mail) => (Array.isArray(mail.to) ? mail.to : [mail.to]).some((to) => to?.text === address));

  it('a booking queues "booking received" in its transaction and payment "payment confirmed"; jobs send both', async () => {
    const choice = await firstChoice(t);
    const email = 'amaka.outbox@example.ng';
    const answer = await book(t, choice, { email, date: '2030-01-08', time: '11:00 AM' });
    expect(await messagesOf(t, answer.appointmentId)).toEqual([
      { kind: 'booking-received', recipient: email, status: 'queued', attempts: 0, last_error: null },
    ]);

    payments.answer({ status: 'paid' });
    const payment = {
      appointmentId: answer.appointmentId,
      reference: answer.reference,
      date: '2030-01-08',
      time: '11:00 AM',
      service: choice.service,
      frequency: choice.frequency,
    };
    const recorded = await t.request({ method: 'POST', url: '/api/user/appointments', payload: payment });
    expect(recorded.statusCode).toBe(200);
    // A repeat of the payment call queues nothing more.
    await t.request({ method: 'POST', url: '/api/user/appointments', payload: payment });
    expect((await messagesOf(t, answer.appointmentId)).map((message) => message.kind)).toEqual([
      'booking-received',
      'payment-confirmed',
    ]);

    await tickUntil(jobClock, async () =>
      (await messagesOf(t, answer.appointmentId)).every((message) => message.status === 'sent'),
    );
    expect((await messagesOf(t, answer.appointmentId)).map((message) => message.attempts)).toEqual([1, 1]);
    expect(sentTo(email)).toHaveLength(2);

    const received = sentTo(email).find((mail) => mail.subject?.startsWith('Booking received'));
    const confirmed = sentTo(email).find((mail) => mail.subject?.startsWith('Payment confirmed'));
    const receiptUrl = `${SITE_URL}${receiptPath(answer.reference)}`;
    for (const mail of [received, confirmed]) {
      expect(mail?.subject).toContain(answer.reference);
      expect(mail?.html).toContain(receiptUrl);
      expect(mail?.text).toContain(answer.reference);
      expect(mail?.text).toContain(formatNaira(answer.amount));
    }
    expect(received?.text).toContain('We are holding a crew for you until');
    expect(confirmed?.text).toContain('Amount paid');
    const [calendar] = confirmed?.attachments ?? [];
    expect(calendar?.contentType).toBe('text/calendar');
    const ics = calendar?.content.toString('utf8') ?? '';
    expect(ics).toContain(`UID:${answer.reference}`);
    // 11:00 AM in Lagos is 10:00 UTC.
    expect(ics).toContain('DTSTART:20300108T100000Z');
  });

  it(
    'a paid visit gets one reminder the day before; a cancelled one gets none',
    async () => {
      const choice = await firstChoice(t);
      payments.answer({ status: 'paid' });
      const paidBooking = async (email: string, time: string) => {
        const answer = await book(t, choice, { email, date: '2030-01-09', time });
        const recorded = await t.request({
          method: 'POST',
          url: '/api/user/appointments',
          payload: {
            appointmentId: answer.appointmentId,
            reference: answer.reference,
            date: '2030-01-09',
            time,
            service: choice.service,
            frequency: choice.frequency,
          },
        });
        expect(recorded.statusCode).toBe(200);
        return answer;
      };
      const kept = await paidBooking('kept.reminder@example.ng', '9:00 AM');
      const cancelled = await paidBooking('cancelled.reminder@example.ng', '10:00 AM');
      await t.database.handle.db.execute(
        sql`UPDATE appointments SET cancelled = true WHERE id = ${cancelled.appointmentId}`,
      );
      const kinds = async (id: string) =>
        (await messagesOf(t, id)).map((message) => `${message.kind}:${message.status}`);

      // 25 hours before the visit: not yet due (an earlier test's visit, 3 hours away, is).
      t.clock.set('2030-01-08T08:00:00+01:00');
      await queueDueReminders({ ...t.app.unitOfWork, outbox: t.app.repos.outbox, hoursBefore: 24 }, t.clock.now());
      expect((await kinds(kept.appointmentId)).filter((kind) => kind.startsWith('reminder'))).toEqual([]);
      // 23 hours before: the queue's 15-minute schedule queues it, and a job sends it.
      t.clock.set('2030-01-08T10:00:00+01:00');
      await jumpUntil(jobClock, async () => (await kinds(kept.appointmentId)).includes('reminder:sent'), 30_000);
      const [reminder] = sentTo('kept.reminder@example.ng').filter((mail) => mail.subject?.startsWith('Reminder'));
      expect(reminder?.text).toContain('clear the surfaces');
      expect(reminder?.html).toContain(`${SITE_URL}${receiptPath(kept.reference)}`);
      expect(await kinds(cancelled.appointmentId)).not.toContain('reminder:queued');
      expect((await kinds(cancelled.appointmentId)).filter((kind) => kind.startsWith('reminder'))).toEqual([]);
      // Another run (another process, a restart) queues nothing twice.
      expect(
        await queueDueReminders({ ...t.app.unitOfWork, outbox: t.app.repos.outbox, hoursBefore: 24 }, t.clock.now()),
      ).toBe(0);
      t.clock.set('2030-01-07T09:30:00+01:00');
    },
    SETUP_TIMEOUT_MS,
  );

  it('a transaction that rolls back queues no message and no job', async () => {
    const before = await deliveryJobs(t);
    const [appointment] = await queryRows<{ id: string; email: string }>(
      t.database.handle,
      sql`SELECT id, email FROM appointments LIMIT 1`,
    );
    if (!appointment) throw new Error('A booking exists');
    await expect(
      t.database.handle.db.transaction(async (tx) => {
        await t.app.repos.outbox.queue(tx, {
          kind: 'booking-received',
          recipient: 'rollback@example.ng',
          appointmentId: null,
          payload: SAMPLE_BOOKING,
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const rows = await queryRows<{ count: number }>(
      t.database.handle,
      sql`SELECT count(*)::int AS count FROM outbox_messages WHERE recipient = 'rollback@example.ng'`,
    );
    expect(rows[0]?.count).toBe(0);
    expect(await deliveryJobs(t)).toEqual(before);
  });

  it(
    'a refused message is retried with backoff, then failed with the server’s reason; the booking stays; ' +
      'the admin sees it failed and retries it',
    async () => {
      const email = 'full.mailbox@example.ng';
      smtp.refuse(email, 552, 'Mailbox full');
      const answer = await book(t, await firstChoice(t), { email, date: '2030-01-08', time: '12:00 PM' });

      // About 1, 2, 4 and 8 minutes apart (with jitter): look every minute.
      await jumpUntil(
        jobClock,
        async () => (await messagesOf(t, answer.appointmentId))[0]?.status === 'failed',
        60_000,
      );
      const [message] = await messagesOf(t, answer.appointmentId);
      expect(message).toMatchObject({ status: 'failed', attempts: QUEUES.deliverMessage.retryLimit + 1 });
      expect(message?.last_error).toContain('552 Mailbox full');
      expect(sentTo(email)).toEqual([]);
      const receipt = await t.request({
        method: 'GET',
        url: `/api/user/bookings/${answer.reference}?contact=${encodeURIComponent(email)}`,
      });
      expect(receipt.statusCode).toBe(200);

      // The console's outbox lists it as failed with the server's reason; once the customer made room,
      // Resend (its retry) queues a copy that is sent, and the original keeps its record.
      const admin = await registerAdmin(t);
      const failed = await t.request({
        method: 'GET',
        url: `/api/admin/outbox?status=failed&recipient=${encodeURIComponent(email)}`,
        token: admin,
      });
      const listed = outboxResponse.parse(failed.json());
      expect(listed.total).toBe(1);
      const [shown] = listed.messages;
      expect(shown).toMatchObject({ kind: 'booking-received', status: 'failed', sentAt: null });
      expect(shown?.lastError).toContain('552 Mailbox full');
      smtp.accept(email);
      const retried = await t.request({ method: 'POST', url: `/api/admin/outbox/${shown?._id}/resend`, token: admin });
      expect(retried.statusCode).toBe(201);
      // The job marks the copy 'sent' a moment after the server accepted it: wait for the row, which
      // is what is asserted, not for the server's copy.
      await tickUntil(
        jobClock,
        async () => (await messagesOf(t, answer.appointmentId)).map((row) => row.status).join() === 'failed,sent',
      );
      expect(sentTo(email).map((mail) => mail.subject?.startsWith('Booking received'))).toEqual([true]);
    },
    SETUP_TIMEOUT_MS,
  );

  if (kind === 'postgres') {
    it(
      'two API processes working the queue send each message once',
      async () => {
        const url = t.database.url;
        if (!url) throw new Error('The PostgreSQL test database has a URL');
        const otherHandle = await openDatabase({ url, pgliteDir: '', poolSize: 5 });
        const otherClock = new JobClock(jobClock.now());
        let other: FastifyInstance | undefined;
        try {
          other = await buildApp({
            config: testConfig(env),
            database: otherHandle,
            now: t.clock.now,
            paymentVerifier: payments.verifier,
            jobs: { clock: otherClock, spies: true },
          });
          await other.ready();
          const choice = await firstChoice(t);
          const emails = Array.from({ length: 12 }, (_, index) => `twice-${index}@example.ng`);
          const booked: BookingAnswer[] = [];
          for (const [index, email] of emails.entries()) {
            booked.push(
              await book(t, choice, {
                email,
                date: '2030-01-10',
                time: ['9:00 AM', '10:00 AM', '11:00 AM', '12:00 PM'][index % 4],
              }),
            );
          }
          const allSent = async () => {
            const rows = await Promise.all(booked.map((answer) => messagesOf(t, answer.appointmentId)));
            return rows.every((messages) => messages.every((message) => message.status === 'sent'));
          };
          for (let step = 0; step < 100 && !(await allSent()); step += 1) {
            await Promise.all([jobClock.tick(2000), otherClock.tick(2000)]);
          }
          expect(await allSent()).toBe(true);
          for (const email of emails) expect(sentTo(email)).toHaveLength(1);
        } finally {
          await other?.close();
          await otherHandle.close();
        }
      },
      SETUP_TIMEOUT_MS,
    );
  }
});

describeEachDatabase('the outbox across a restart of the API', (kind) => {
  const smtp = useSmtpCatcher();
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => database?.dispose(), SETUP_TIMEOUT_MS);

  it(
    'a message queued just before the API stopped is sent once after it starts again',
    async () => {
      if (!database) throw new Error('The test database is made in beforeAll');
      const clock = testClock();
      const start = async (handle: DatabaseHandle, jobClock: JobClock) => {
        const app = await buildApp({
          config: testConfig(Object.assign(smtp.env, { SITE_URL })),
          database: handle,
          now: clock.now,
          jobs: { clock: jobClock, spies: true },
        });
        await app.ready();
        return app;
      };
      const asTestApp = (app: FastifyInstance, handle: DatabaseHandle): TestApp => ({
        app,
        database: { handle, dispose: async () => undefined },
        clock,
        request: ({ token: _token, ...rest }) => app.inject(rest),
      });

      const first = await start(database.handle, new JobClock('2030-01-07T08:30:00Z'));
      // The process stops a moment after the booking committed, before any worker took its job: its
      // worker is stopped first, so that moment is certain rather than a race.
      await first.jobs.boss.offWork(QUEUES.deliverMessage.name);
      const before = asTestApp(first, database.handle);
      const email = 'restart@example.ng';
      const answer = await book(before, await firstChoice(before), { email, date: '2030-01-08', time: '2:00 PM' });
      expect(await messagesOf(before, answer.appointmentId)).toMatchObject([{ status: 'queued', attempts: 0 }]);
      await first.close();
      expect(smtp.received).toEqual([]);

      // Started again: on PostgreSQL on a new pool, as a new process would; PGlite keeps its instance.
      const handle = database.url
        ? await openDatabase({ url: database.url, pgliteDir: '', poolSize: 5 })
        : database.handle;
      const jobClock = new JobClock('2030-01-07T08:31:00Z');
      const second = await start(handle, jobClock);
      try {
        const after = asTestApp(second, handle);
        await tickUntil(jobClock, async () => (await messagesOf(after, answer.appointmentId))[0]?.status === 'sent');
        // Later polls find nothing more to send.
        for (let poll = 0; poll < 5; poll += 1) await jobClock.tick(2000);
        expect(smtp.received.map((mail) => mail.subject?.startsWith('Booking received'))).toEqual([true]);
        expect(await messagesOf(after, answer.appointmentId)).toMatchObject([{ status: 'sent', attempts: 1 }]);
      } finally {
        await second.close();
        if (handle !== database.handle) await handle.close();
      }
    },
    SETUP_TIMEOUT_MS,
  );
});
