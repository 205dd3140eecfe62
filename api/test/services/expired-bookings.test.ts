/**
 * The retention clean-up: unpaid bookings whose hold ran out more than EXPIRED_BOOKING_RETENTION_DAYS
 * ago are deleted for good; nothing that holds or held money, nor a completed booking, ever is.
 */
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/db/client';
import { appointments } from '../../src/db/schema';
import { RECEIPT_NOT_FOUND } from '../../src/services/receipt';
import { removeExpiredBookings } from '../../src/services/expired-bookings';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SETUP_TIMEOUT_MS, testConfig, useTestApp, type TestApp } from '../helpers/build-app';
import { describeEachDatabase } from '../helpers/database';
import { book, expectErrorEnvelope, firstChoice, queryRows, registerAdmin } from '../helpers/fixtures';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

type AppointmentInsert = typeof appointments.$inferInsert;

/** A stored booking at Lagos whose hold ran out `heldUntil` (the other facts as given). */
function row(id: string, heldUntil: Date, facts: Partial<AppointmentInsert> = {}): AppointmentInsert {
  return {
    id,
    reference: `RET-${id}`,
    location: 'Lagos',
    firstName: 'Ngozi',
    lastName: `Retention ${id}`,
    email: `${id}@example.ng`,
    phone: '+234 803 000 0000',
    address: '1 Marina, Lagos',
    productId: 'p',
    serviceId: 's',
    frequencyId: 'f',
    productName: 'Home Cleaning',
    serviceName: 'Regular Home Cleaning',
    frequencyName: 'One-off',
    amount: 15000,
    date: '2029-11-01',
    time: '9:00 AM',
    holdExpiresAt: heldUntil,
    createdAt: new Date(heldUntil.getTime() - 15 * MINUTE),
    ...facts,
  };
}

async function storedIds(t: TestApp, prefix: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    t.database.handle,
    sql`SELECT id FROM appointments WHERE id LIKE ${`${prefix}%`} ORDER BY id`,
  );
  return rows.map((entry) => entry.id);
}

describeEachDatabase('removing expired unpaid bookings', (kind) => {
  const t = useTestApp(kind);

  beforeAll(async () => {
    // The start's own run (on the empty table) is over before a test stores its rows.
    await t.app.expiredBookingsCleanup.run();
  }, SETUP_TIMEOUT_MS);

  it('deletes the unpaid bookings expired more than 30 days ago, and nothing paid, flagged, refunded or completed', async () => {
    const now = t.clock.now();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const longAgo = ago(400 * DAY);
    const paidAt = new Date(longAgo.getTime() + 5 * MINUTE);
    await t.database.handle.db.insert(appointments).values([
      row('rule-gone-unpaid', ago(30 * DAY + MINUTE)),
      row('rule-gone-cancelled', longAgo, { cancelled: true }),
      row('rule-gone-deleted', longAgo, { deletedAt: ago(300 * DAY) }),
      row('rule-stays-boundary', ago(30 * DAY)),
      row('rule-stays-day-29', ago(30 * DAY - MINUTE)),
      row('rule-stays-recent', ago(DAY)),
      row('rule-stays-paid', longAgo, { payment: true, paidAt }),
      row('rule-stays-paid-cancelled', longAgo, { payment: true, paidAt, cancelled: true }),
      row('rule-stays-flagged', longAgo, {
        payment: true,
        paidAt,
        needsAttention: true,
        attentionReason: 'slot-taken',
      }),
      row('rule-stays-refunded', longAgo, {
        payment: true,
        paidAt,
        cancelled: true,
        attentionReason: 'cancelled',
        attentionResolvedAt: ago(390 * DAY),
        refundedAt: ago(390 * DAY),
        refundNote: 'Sent back by transfer',
      }),
      row('rule-stays-completed', longAgo, { isCompleted: true }),
    ]);

    const outcome = await t.app.expiredBookingsCleanup.run();

    expect(outcome).toEqual({ removed: 3, yielded: false });
    expect(await storedIds(t, 'rule-')).toEqual([
      'rule-stays-boundary',
      'rule-stays-completed',
      'rule-stays-day-29',
      'rule-stays-flagged',
      'rule-stays-paid',
      'rule-stays-paid-cancelled',
      'rule-stays-recent',
      'rule-stays-refunded',
    ]);
    // A second run finds nothing more.
    expect(await t.app.expiredBookingsCleanup.run()).toEqual({ removed: 0, yielded: false });
  });

  it('takes a long backlog in batches, and a removed booking’s receipt answers the not-found', async () => {
    const customer = { email: 'tunde.retention@example.ng', date: '2030-01-09', time: '11:00 AM' };
    const answer = await book(t, await firstChoice(t), customer);
    const receipt = () =>
      t.request({
        method: 'GET',
        url: `/api/user/bookings/${answer.reference}?contact=${encodeURIComponent(customer.email)}`,
      });
    expect((await receipt()).statusCode).toBe(200);

    // The booking's hold ran out 31 days ago (as if the clock had moved), with a backlog of older ones.
    const old = new Date(t.clock.now().getTime() - 90 * DAY);
    await t.database.handle.db.execute(
      sql`UPDATE appointments SET hold_expires_at = ${new Date(t.clock.now().getTime() - 31 * DAY)}
          WHERE reference = ${answer.reference}`,
    );
    await t.database.handle.db
      .insert(appointments)
      .values(Array.from({ length: 25 }, (_, index) => row(`batch-${String(index).padStart(2, '0')}`, old)));

    const deps = { ...t.app.deps, retention: t.app.config.retention, batchSize: 10 };
    expect(await removeExpiredBookings(deps, t.clock.now())).toEqual({ removed: 26, yielded: false });
    expect(await storedIds(t, 'batch-')).toEqual([]);
    const response = await receipt();
    expectErrorEnvelope(response, 404);
    expect((response.json() as { message: string }).message).toBe(RECEIPT_NOT_FOUND);
  });

  it('keeps the stored customers exact: a removed booking that joined two others splits its customer', async () => {
    const token = await registerAdmin(t);
    const choice = await firstChoice(t);
    const slot = { date: '2030-01-10', time: '7:00 AM' };
    await book(t, choice, { ...slot, email: 'ret-ada@example.ng', phone: '0803 555 1001' });
    await book(t, choice, { ...slot, email: 'ret-chi@example.ng', phone: '0803 555 1003' });
    const bridge = await book(t, choice, { ...slot, email: 'ret-ada@example.ng', phone: '+234 803 555 1003' });
    /** The listed customers of this test (by their latest booking's email), with their bookings. */
    const listed = async () => {
      const response = await t.request({ method: 'GET', url: '/api/admin/customers?pageSize=100', token });
      expect(response.statusCode).toBe(200);
      const body = response.json() as { customers: { email: string; phone: string; bookings: number }[] };
      return body.customers
        .filter((customer) => customer.email.startsWith('ret-'))
        .map(({ email, phone, bookings }) => ({ email, phone, bookings }))
        .sort((a, b) => a.email.localeCompare(b.email));
    };
    // Phones are stored in E.164, however typed.
    expect(await listed()).toEqual([{ email: 'ret-ada@example.ng', phone: '+2348035551003', bookings: 3 }]);

    await t.database.handle.db.execute(
      sql`UPDATE appointments SET hold_expires_at = ${new Date(t.clock.now().getTime() - 40 * DAY)}
          WHERE reference = ${bridge.reference}`,
    );
    expect((await t.app.expiredBookingsCleanup.run())?.removed).toBe(1);

    expect(await listed()).toEqual([
      { email: 'ret-ada@example.ng', phone: '+2348035551001', bookings: 1 },
      { email: 'ret-chi@example.ng', phone: '+2348035551003', bookings: 1 },
    ]);
  });

  if (kind === 'postgres') {
    it(
      'two API processes cleaning up at the same moment delete each row once, and neither fails',
      async () => {
        const url = t.database.url;
        if (!url) throw new Error('The PostgreSQL test database has a URL');
        const otherHandle = await openDatabase({ url, pgliteDir: '', poolSize: 5 });
        let other: FastifyInstance | undefined;
        try {
          other = await buildApp({ config: testConfig(), database: otherHandle, now: t.clock.now });
          await other.ready();
          await other.expiredBookingsCleanup.run();

          const old = new Date(t.clock.now().getTime() - 60 * DAY);
          const removable = Array.from({ length: 600 }, (_, index) =>
            row(`race-${String(index).padStart(3, '0')}`, old),
          );
          const kept = row('race-paid', old, { payment: true, paidAt: old });
          await t.database.handle.db.insert(appointments).values([...removable, kept]);

          const run = (app: FastifyInstance) =>
            removeExpiredBookings({ ...app.deps, retention: app.config.retention, batchSize: 50 }, t.clock.now());
          const outcomes = await Promise.all([run(t.app), run(other), run(t.app), run(other)]);

          expect(outcomes.reduce((sum, outcome) => sum + outcome.removed, 0)).toBe(600);
          expect(await storedIds(t, 'race-')).toEqual(['race-paid']);
        } finally {
          await other?.close();
          await otherHandle.close();
        }
      },
      SETUP_TIMEOUT_MS,
    );
  }
});
