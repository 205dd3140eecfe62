/**
 * Recurring plans (docs/PRODUCT.md, Recurring plans), against the real payment sandbox: a booking of a
 * recurring frequency needs consent and makes a plan; its first payment saves the card's authorization
 * (encrypted); the horizon job makes the next visits, moving one whose slot is closed; the charging
 * job charges each visit once, the day before, retries a refusal once and then waits for the
 * customer's payment. Two API processes charging at once charge a visit once (PostgreSQL).
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/db/client';
import { decryptAuthorization } from '../../src/security/authorization-cipher';
import { removeExpiredBookings } from '../../src/services/expired-bookings';
import { ProviderUnavailableError, type AuthorizationCharger } from '../../src/payments/provider-client';
import { CHARGE_NOT_SENT, chargeDueVisits } from '../../src/services/plan-charges';
import { extendPlans } from '../../src/services/plan-visits';
import { JobClock, SETUP_TIMEOUT_MS, testConfig } from '../helpers/build-app';
import { describeEachDatabase } from '../helpers/database';
import { book, CONSENT, fieldsOf, queryRows, snapshot } from '../helpers/fixtures';
import { SUCCESS_CARD } from '../payments/sandbox';
import { LATER_DECLINED_CARD, usePlanSetup } from './plan-setup';

describeEachDatabase('recurring plans: visits made ahead and charged to the saved card', (kind) => {
  const {
    t,
    provider,
    jobClock,
    setup,
    visitDeps,
    chargeDeps,
    charge,
    visitsOf,
    planOf,
    chargesOf,
    outboxKinds,
    signUp,
    bookAndPay,
    recordFirstVisit,
    chargeSucceeded,
  } = usePlanSetup(kind);

  it(
    'a recurring frequency needs consent; the paid first visit starts the plan with the card sealed',
    async () => {
      const refused = await t.request({
        method: 'POST',
        url: '/api/user/book-appointment',
        payload: {
          ...setup.weekly,
          ...CONSENT,
          location: 'Lagos',
          firstName: 'Ngozi',
          lastName: 'Ade',
          email: 'ngozi.noconsent@example.ng',
          phone: '+234 803 000 0001',
          address: '4 Awolowo Road, Ikoyi',
          date: '2030-01-08',
          time: '9:00 AM',
        },
      });
      expect(refused.statusCode).toBe(400);
      expect(fieldsOf(refused)).toEqual(['planConsent']);
      const [{ count } = { count: -1 }] = await queryRows<{ count: number }>(
        t.database.handle,
        sql`SELECT count(*)::int AS count FROM appointments WHERE email = 'ngozi.noconsent@example.ng'`,
      );
      expect(count).toBe(0);

      const booked = await book(t, setup.weekly, {
        email: 'pending.plan@example.ng',
        date: '2030-01-08',
        time: '8:00 AM',
        planConsent: true,
      });
      expect((await planOf(booked.appointmentId)).status).toBe('pending');
      // An unpaid plan makes no visits.
      expect(await extendPlans(visitDeps(), t.clock.now())).toBe(0);

      const first = await signUp('ngozi.plan@example.ng', '9:00 AM');
      const plan = await planOf(first.appointmentId);
      expect(plan).toMatchObject({ status: 'active', card_last4: '4081' });
      const code = (await provider.verifyData(first.reference)).authorization as { authorization_code: string };
      expect(plan.authorization_cipher).not.toContain(code.authorization_code);
      expect(decryptAuthorization(t.app.config.plans.authKey, plan.authorization_cipher ?? '')).toBe(
        code.authorization_code,
      );
    },
    SETUP_TIMEOUT_MS,
  );

  it(
    'keeps the horizon of visits ahead, through the job queue, as the months pass; each visit once',
    async () => {
      const first = await signUp('horizon.plan@example.ng', '10:00 AM');
      const { id } = await planOf(first.appointmentId);
      // The first payment made the visits up to the horizon at once: the customer sees them.
      expect(
        (await visitsOf(id)).map((visit) => [visit.plan_visit, visit.date, visit.time, visit.amount, visit.payment]),
      ).toEqual([
        [1, '2030-01-08', '10:00 AM', '20000.00', true],
        [2, '2030-01-15', '10:00 AM', '20000.00', false],
        [3, '2030-01-22', '10:00 AM', '20000.00', false],
        [4, '2030-01-29', '10:00 AM', '20000.00', false],
      ]);
      // The job's run, or another worker's, makes nothing more.
      expect(await extendPlans(visitDeps(), t.clock.now())).toBe(0);
      expect(await visitsOf(id)).toHaveLength(4);

      // Six weeks on, the hourly job brings every plan up to four visits ahead again.
      t.clock.set('2030-02-20T10:00:00+01:00');
      await jobClock.setTime(new Date('2030-02-20T09:00:00Z').getTime());
      const upcoming = async () =>
        (await visitsOf(id)).filter((visit) => visit.date >= '2030-02-20').map((visit) => visit.date);
      for (let step = 0; step < 40 && (await upcoming()).length < 4; step += 1) {
        await jobClock.setTime(jobClock.now() + 5 * 60_000);
        await jobClock.tick(0);
      }
      expect(await upcoming()).toEqual(['2030-02-26', '2030-03-05', '2030-03-12', '2030-03-19']);
    },
    SETUP_TIMEOUT_MS,
  );

  it(
    'a paid answer comes with the visits: the record call after a webhook that stopped at its commit makes them',
    async () => {
      const answer = await bookAndPay('webhook.first@example.ng', '1:00 PM');
      // The webhook's process recorded the payment and started the plan, then stopped before the
      // visits (as a webhook still making them is seen by a second caller).
      const { id } = await planOf(answer.appointmentId);
      const { db, plans, appointments } = t.app.deps;
      await db.transaction(async (tx) => {
        const paid = await appointments.markPaid(tx, answer.appointmentId, t.clock.now());
        expect(paid.outcome).toBe('paid');
        await plans.activate(tx, id, null);
      });
      expect(await visitsOf(id)).toHaveLength(1);

      // The browser's record call answers 'already recorded', with the customer's visits made.
      const recorded = await recordFirstVisit(answer, '1:00 PM');
      expect(recorded.statusCode).toBe(200);
      expect((await visitsOf(id)).map((visit) => [visit.plan_visit, visit.date])).toEqual([
        [1, '2030-01-08'],
        [2, '2030-01-15'],
        [3, '2030-01-22'],
        [4, '2030-01-29'],
      ]);
    },
    SETUP_TIMEOUT_MS,
  );

  it(
    'a closed date moves its visit to the nearest free time of the next day, and the customer is told',
    async () => {
      const closed = await t.request({
        method: 'POST',
        url: '/api/admin/closed-dates',
        token: setup.adminToken,
        payload: { date: '2030-01-15', location: 'Abuja', label: 'Staff training' },
      });
      expect(closed.statusCode).toBe(201);
      const first = await signUp('closed.plan@example.ng', '11:00 AM', SUCCESS_CARD, 'Abuja');
      const { id } = await planOf(first.appointmentId);
      await extendPlans(visitDeps(), t.clock.now());
      const [, second] = await visitsOf(id);
      expect([second?.date, second?.time]).toEqual(['2030-01-16', '11:00 AM']);
      expect(await outboxKinds(second?.id ?? '')).toContain('plan-visit-moved');
    },
    SETUP_TIMEOUT_MS,
  );

  it(
    'charges a visit once the day before, at the sign-up price; a refused card is retried once, then waits for payment',
    async () => {
      const paying = await signUp('charged.plan@example.ng', '12:00 PM');
      const declining = await signUp('declined.plan@example.ng', '1:00 PM', LATER_DECLINED_CARD);
      const payingPlan = await planOf(paying.appointmentId);
      const decliningPlan = await planOf(declining.appointmentId);
      await extendPlans(visitDeps(), t.clock.now());
      const [, paid] = await visitsOf(payingPlan.id);
      const [, refused] = await visitsOf(decliningPlan.id);
      if (!paid || !refused) throw new Error('Both plans have a second visit');

      // 25 hours before the visits: not due.
      t.clock.set('2030-01-14T11:00:00+01:00');
      expect(await charge([paid, refused])).toEqual([]);
      // 23 hours before 12:00 PM: due (1:00 PM is due an hour later).
      t.clock.set('2030-01-14T13:00:00+01:00');
      expect((await charge([paid, refused])).sort()).toEqual(['charged', 'refused']);
      expect(await chargesOf(paid.id)).toEqual([
        { attempt: 1, reference: `${paid.reference}-C1`, status: 'success', message: null },
      ]);
      expect((await visitsOf(payingPlan.id))[1]?.payment).toBe(true);
      expect(await provider.verifyData(`${paid.reference}-C1`)).toMatchObject({ status: 'success', amount: 2_000_000 });
      expect(await outboxKinds(paid.id)).toContain('payment-confirmed');
      // Run again, and again later: nothing is charged twice; the refusal waits for its retry time.
      expect(await charge([paid, refused])).toEqual([]);
      t.clock.set('2030-01-14T16:00:00+01:00');
      expect(await charge([paid, refused])).toEqual([]);
      expect(await chargesOf(refused.id)).toEqual([
        { attempt: 1, reference: `${refused.reference}-C1`, status: 'failed', message: 'Declined' },
      ]);

      // Four hours after the refusal: the one retry, refused too; the visit waits for the customer.
      t.clock.set('2030-01-14T17:30:00+01:00');
      expect(await charge([paid, refused])).toEqual(['waiting-for-payment']);
      expect((await chargesOf(refused.id)).map((row) => row.status)).toEqual(['failed', 'failed']);
      expect((await visitsOf(decliningPlan.id))[1]).toMatchObject({
        payment: false,
        attention_reason: 'charge-failed',
      });
      expect(await outboxKinds(refused.id)).toContain('plan-payment-needed');
      const receipt = await t.request({
        method: 'GET',
        url: `/api/user/bookings/${refused.reference}?contact=declined.plan%40example.ng`,
      });
      // The receipt still offers Pay Online: the visit waits for payment, flagged for the admins.
      expect(receipt.json().booking).toMatchObject({ status: 'awaiting-payment', attentionReason: 'charge-failed' });
      t.clock.set('2030-01-14T20:00:00+01:00');
      expect(await charge([paid, refused])).toEqual([]);

      // The pay link: the customer pays the visit online with another card; the flag is settled.
      await provider.pay({ reference: refused.reference, amount: 2_000_000, metadata: { appointmentId: refused.id } });
      const recorded = await t.request({
        method: 'POST',
        url: '/api/user/appointments',
        payload: {
          appointmentId: refused.id,
          reference: refused.reference,
          date: refused.date,
          time: refused.time,
          service: setup.weekly.service,
          frequency: setup.weekly.frequency,
        },
      });
      expect(recorded.json()).toMatchObject({ status: 'paid' });
      expect((await visitsOf(decliningPlan.id))[1]).toMatchObject({ payment: true, attention_reason: null });
    },
    SETUP_TIMEOUT_MS,
  );

  it(
    "settles a charge whose provider answer never came from the provider's verify answer, once",
    async () => {
      const lost = await signUp('lost.answer@example.ng', '7:00 AM');
      const unsent = await signUp('never.sent@example.ng', '11:00 AM');
      await extendPlans(visitDeps(), t.clock.now());
      const [, paidVisit] = await visitsOf((await planOf(lost.appointmentId)).id);
      const [, unsentVisit] = await visitsOf((await planOf(unsent.appointmentId)).id);
      if (!paidVisit || !unsentVisit) throw new Error('Both plans have a second visit');
      // The provider charged the first card but its answer was lost (a timeout); the second call never
      // reached it (the process stopped): both attempts stay pending, as no webhook comes.
      const real = t.app.cardCharger;
      const unanswered: AuthorizationCharger = {
        async chargeAuthorization(request) {
          if (request.reference.startsWith(paidVisit.reference)) await real.chargeAuthorization(request);
          throw new ProviderUnavailableError('The payment provider could not be reached');
        },
      };
      t.clock.set('2030-01-14T11:00:00+01:00');
      /** What the charging job did for each of the two visits, by name ({} when nothing). */
      const run = async (deps = chargeDeps()) =>
        Object.fromEntries(
          (await chargeDueVisits(deps, t.clock.now())).flatMap(({ appointmentId, outcome }) => {
            const name = { [paidVisit.id]: 'answerLost', [unsentVisit.id]: 'neverSent' }[appointmentId];
            return name ? [[name, outcome]] : [];
          }),
        );
      expect(await run({ ...chargeDeps(), charger: unanswered })).toEqual({
        answerLost: 'unavailable',
        neverSent: 'unavailable',
      });
      // Within PLAN_CHARGE_RECONCILE_MINUTES (10) the attempts are in flight: not touched, not charged again.
      t.clock.set('2030-01-14T11:05:00+01:00');
      expect(await run()).toEqual({});
      expect((await chargesOf(paidVisit.id)).map((row) => row.status)).toEqual(['pending']);

      // Past it: the provider's verify answer settles each, as its webhook would have.
      t.clock.set('2030-01-14T11:15:00+01:00');
      expect(await run()).toEqual({ answerLost: 'charged', neverSent: 'not-sent' });
      expect(await chargesOf(paidVisit.id)).toEqual([
        { attempt: 1, reference: `${paidVisit.reference}-C1`, status: 'success', message: null },
      ]);
      expect((await visitsOf((await planOf(lost.appointmentId)).id))[1]?.payment).toBe(true);
      expect((await outboxKinds(paidVisit.id)).filter((kind) => kind === 'payment-confirmed')).toHaveLength(1);
      expect(await chargesOf(unsentVisit.id)).toEqual([
        { attempt: 1, reference: `${unsentVisit.reference}-C1`, status: 'failed', message: CHARGE_NOT_SENT },
      ]);

      // The lost webhook arrives after all: answered, nothing changes.
      const before = await snapshot(t.database.handle);
      const late = await chargeSucceeded(`${paidVisit.reference}-C1`);
      expect(late.statusCode).toBe(200);
      expect(late.json().message).toMatch(/already recorded/);
      expect(await snapshot(t.database.handle)).toEqual(before);

      // The charge never sent is retried once, four hours later, under its own reference: charged once.
      t.clock.set('2030-01-14T14:00:00+01:00');
      expect(await run()).toEqual({});
      t.clock.set('2030-01-14T15:30:00+01:00');
      expect(await run()).toEqual({ neverSent: 'charged' });
      expect((await chargesOf(unsentVisit.id)).map((row) => [row.reference, row.status])).toEqual([
        [`${unsentVisit.reference}-C1`, 'failed'],
        [`${unsentVisit.reference}-C2`, 'success'],
      ]);
      await expect(provider.verifyData(`${unsentVisit.reference}-C1`)).rejects.toThrow(/404|400/);
      t.clock.set('2030-01-14T16:00:00+01:00');
      expect(await run()).toEqual({});
    },
    SETUP_TIMEOUT_MS,
  );

  it(
    'never charges a cancelled visit',
    async () => {
      const first = await signUp('cancelled.plan@example.ng', '2:00 PM');
      const { id } = await planOf(first.appointmentId);
      await extendPlans(visitDeps(), t.clock.now());
      const [, second] = await visitsOf(id);
      const cancelled = await t.request({
        method: 'POST',
        url: '/api/admin/cancel-appointment',
        token: setup.adminToken,
        payload: { appointmentId: second?.id },
      });
      expect(cancelled.statusCode).toBe(200);
      if (!second) throw new Error('The plan has a second visit');
      t.clock.set('2030-01-14T15:30:00+01:00');
      expect(await charge([second])).toEqual([]);
      expect(await chargesOf(second.id)).toEqual([]);
    },
    SETUP_TIMEOUT_MS,
  );

  it(
    'an unpaid visit whose card was refused is released when due, and kept for the admins by the clean-up',
    async () => {
      const first = await signUp('released.plan@example.ng', '6:00 AM', LATER_DECLINED_CARD);
      const { id } = await planOf(first.appointmentId);
      await extendPlans(visitDeps(), t.clock.now());
      const [, second] = await visitsOf(id);
      if (!second) throw new Error('The plan has a second visit');
      t.clock.set('2030-01-14T07:30:00+01:00');
      expect(await charge([second])).toEqual(['refused']);
      t.clock.set('2030-01-14T12:00:00+01:00');
      expect(await charge([second])).toEqual(['waiting-for-payment']);
      // Once it was due, its hold ran out with it: released like any unpaid booking.
      t.clock.set('2030-01-15T07:00:00+01:00');
      const receipt = await t.request({
        method: 'GET',
        url: `/api/user/bookings/${second.reference}?contact=released.plan%40example.ng`,
      });
      expect(receipt.json().booking).toMatchObject({ status: 'expired', attentionReason: 'charge-failed' });
      // Long after: the retention clean-up keeps a flagged booking (with its attempts) for the admins.
      t.clock.set('2030-03-01T09:00:00+01:00');
      await removeExpiredBookings({ ...t.app.deps, retention: t.app.config.retention }, t.clock.now());
      expect((await visitsOf(id))[1]).toMatchObject({ plan_visit: 2, attention_reason: 'charge-failed' });
      expect(await chargesOf(second.id)).toHaveLength(2);
    },
    SETUP_TIMEOUT_MS,
  );

  if (kind === 'postgres') {
    it(
      'two API processes charging at the same time charge each visit once',
      async () => {
        const url = t.database.url;
        if (!url) throw new Error('The PostgreSQL test database has a URL');
        const otherHandle = await openDatabase({ url, pgliteDir: '', poolSize: 5 });
        let other: FastifyInstance | undefined;
        try {
          other = await buildApp({
            config: testConfig(provider.env),
            database: otherHandle,
            now: t.clock.now,
            jobs: { clock: new JobClock(jobClock.now()), spies: true },
          });
          await other.ready();
          const plans = await Promise.all(
            ['3:00 PM', '4:00 PM', '5:00 PM'].map((time, index) => signUp(`twice.${index}@example.ng`, time)),
          );
          await extendPlans(visitDeps(), t.clock.now());
          t.clock.set('2030-01-14T17:30:00+01:00');
          const seconds = await Promise.all(
            plans.map(async (first) => (await visitsOf((await planOf(first.appointmentId)).id))[1] ?? { id: '' }),
          );
          const outcomes = (
            await Promise.all([charge(seconds), charge(seconds, other), charge(seconds), charge(seconds, other)])
          ).flat();
          expect(outcomes.filter((outcome) => outcome === 'charged')).toHaveLength(3);
          for (const first of plans) {
            const [, second] = await visitsOf((await planOf(first.appointmentId)).id);
            expect(await chargesOf(second?.id ?? '')).toHaveLength(1);
            expect((await provider.verifyData(`${second?.reference}-C1`)).status).toBe('success');
          }
        } finally {
          await other?.close();
          await otherHandle.close();
        }
      },
      SETUP_TIMEOUT_MS,
    );
  }
});
