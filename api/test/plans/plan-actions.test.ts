/**
 * The customer's plan actions from the manage link (docs/PRODUCT.md, Recurring plans), against the real
 * payment sandbox: skip a visit (never charged, the horizon makes the next), pause until a date (nothing
 * made or charged before it, then it resumes), cancel the plan (visits to come freed, a paid one
 * refunded under the cancellation policy, a paid one past the cut-off kept). Each is audited on the
 * visits it touched, shown in the console's appointment history, and tells the customer.
 */
import { sql } from 'drizzle-orm';
import type { Receipt } from '@clean/shared/schemas';
import { extendPlans } from '../../src/services/plan-visits';
import { SETUP_TIMEOUT_MS } from '../helpers/build-app';
import { describeEachDatabase } from '../helpers/database';
import { book, fieldsOf, firstChoice, queryRows } from '../helpers/fixtures';
import { usePlanSetup } from './plan-setup';

describeEachDatabase("the customer's plan actions from the manage link", (kind) => {
  const { t, setup, visitDeps, charge, visitsOf, planOf, chargesOf, outboxKinds, signUp, receiptOf } =
    usePlanSetup(kind);

  const act = (reference: string, action: 'skip' | 'pause' | 'cancel', payload: Record<string, unknown>) =>
    t.request({ method: 'POST', url: `/api/user/bookings/${reference}/plan/${action}`, payload });
  const auditOf = async (appointmentId: string) =>
    (
      await queryRows<{ action: string; admin_name: string; summary: string }>(
        t.database.handle,
        sql`SELECT action, admin_name, summary FROM audit_events
            WHERE subject_id = ${appointmentId} AND action LIKE 'plan.%' ORDER BY at`,
      )
    ).map((row) => [row.action, row.admin_name, row.summary]);
  const refundsOf = (appointmentId: string) =>
    queryRows<{ amount: string; status: string; requested_by: string; provider_refund_id: string | null }>(
      t.database.handle,
      sql`SELECT amount::text AS amount, status, requested_by, provider_refund_id FROM refunds
          WHERE appointment_id = ${appointmentId}`,
    );
  const dates = (visits: { date: string }[]) => visits.map((visit) => visit.date);
  const live = async (planId: string) => (await visitsOf(planId)).filter((visit) => !visit.cancelled);

  it(
    'skips one visit: cancelled and never charged, the horizon makes the next, audited and told',
    async () => {
      const first = await signUp('skip.plan@example.ng', '9:00 AM');
      const { id } = await planOf(first.appointmentId);
      await extendPlans(visitDeps(), t.clock.now());
      const [, second] = await visitsOf(id);
      if (!second) throw new Error('The plan has a second visit');

      const before = await receiptOf(second.reference, 'skip.plan@example.ng');
      expect(before.plan).toMatchObject({
        status: 'active',
        intervalDays: 7,
        amount: 20000,
        firstDate: '2030-01-08',
        time: '9:00 AM',
        chargeHoursBefore: 24,
        pausedUntil: null,
        cardLast4: '4081',
        skip: { allowed: true, reason: null },
        pause: { allowed: true },
        cancel: { allowed: true },
      });
      expect(dates(before.plan?.nextVisits ?? [])).toEqual(['2030-01-08', '2030-01-15', '2030-01-22', '2030-01-29']);

      // Bad input changes nothing: a wrong token, an unknown field.
      expect((await act(second.reference, 'skip', { token: 'forged' })).statusCode).toBe(404);
      expect((await act(second.reference, 'skip', { token: before.manage.token, extra: 1 })).statusCode).toBe(400);

      const skipped = await act(second.reference, 'skip', { token: before.manage.token });
      expect(skipped.statusCode).toBe(200);
      const after = skipped.json().booking as Receipt;
      expect(after.status).toBe('cancelled');
      expect(after.plan?.skip).toEqual({ allowed: false, reason: 'This booking is cancelled.' });
      // Four visits ahead still: the fifth was made.
      expect(dates(after.plan?.nextVisits ?? [])).toEqual(['2030-01-08', '2030-01-22', '2030-01-29', '2030-02-05']);
      expect(dates(await live(id))).toEqual(['2030-01-08', '2030-01-22', '2030-01-29', '2030-02-05']);

      // Cancelled holds no crew: the slot's count is of live, not cancelled visits.
      expect((await visitsOf(id))[1]).toMatchObject({ cancelled: true, payment: false });

      expect(await auditOf(second.id)).toEqual([
        [
          'plan.visit-skipped',
          'Chidi Eze (customer)',
          `Chidi Eze skipped a visit of their plan; visits cancelled: 2030-01-15 9:00 AM (${second.reference})`,
        ],
      ]);
      // The console's appointment history shows it.
      const details = await t.request({
        method: 'GET',
        url: `/api/admin/appointments/${second.id}`,
        token: setup.adminToken,
      });
      expect(details.statusCode).toBe(200);
      expect(details.json().history.map((entry: { action: string }) => entry.action)).toContain('plan.visit-skipped');
      expect(await outboxKinds(second.id)).toContain('plan-visit-skipped');

      // A week on, the day before it: nothing is charged for it.
      t.clock.set('2030-01-14T15:00:00+01:00');
      expect(await charge([second])).toEqual([]);
      expect(await chargesOf(second.id)).toEqual([]);

      // Twice: refused, nothing more changes.
      const again = await act(second.reference, 'skip', { token: before.manage.token });
      expect(again.statusCode).toBe(409);
      expect(await live(id)).toHaveLength(4);
    },
    SETUP_TIMEOUT_MS,
  );

  it(
    'a booking that is not a plan visit has no plan and no plan actions',
    async () => {
      const choice = await firstChoice(t);
      const oneOff = await book(t, choice, { email: 'oneoff.plan@example.ng', date: '2030-01-09', time: '9:00 AM' });
      const receipt = await receiptOf(oneOff.reference, 'oneoff.plan@example.ng');
      expect(receipt.plan).toBeNull();
      const refused = await act(oneOff.reference, 'cancel', { token: oneOff.manageToken });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('This booking is not part of a plan.');
    },
    SETUP_TIMEOUT_MS,
  );

  it(
    'pauses until a date: the visits in the pause are freed (the paid one refunded), none made or charged before it; it resumes',
    async () => {
      const first = await signUp('pause.plan@example.ng', '10:00 AM');
      const { id } = await planOf(first.appointmentId);
      await extendPlans(visitDeps(), t.clock.now());
      const [, second] = await visitsOf(id);
      if (!second) throw new Error('The plan has a second visit');

      for (const until of ['2030-01-07', '2030-13-01', '2031-01-01']) {
        const refused = await act(first.reference, 'pause', { token: first.manageToken, until });
        expect(refused.statusCode).toBe(400);
        expect(fieldsOf(refused)).toEqual(['until']);
      }
      expect((await planOf(first.appointmentId)).status).toBe('active');

      const paused = await act(first.reference, 'pause', { token: first.manageToken, until: '2030-01-25' });
      expect(paused.statusCode).toBe(200);
      const receipt = paused.json().booking as Receipt;
      expect(receipt.plan).toMatchObject({ status: 'paused', pausedUntil: '2030-01-25' });
      expect(dates(receipt.plan?.nextVisits ?? [])).toEqual(['2030-01-29', '2030-02-05', '2030-02-12', '2030-02-19']);
      expect(await planOf(first.appointmentId)).toMatchObject({ status: 'paused', paused_until: '2030-01-25' });
      // The paid first visit, more than 24 hours ahead, is refunded through the provider.
      expect(receipt.refund).toEqual({ status: 'pending', amount: 20000 });
      expect(await refundsOf(first.appointmentId)).toEqual([
        { amount: '20000.00', status: 'pending', requested_by: 'customer', provider_refund_id: expect.any(String) },
      ]);
      expect(await outboxKinds(first.appointmentId)).toContain('plan-paused');
      expect((await auditOf(second.id))[0]?.[0]).toBe('plan.paused');

      // Nothing charged in the pause; the horizon makes nothing before its end.
      t.clock.set('2030-01-14T15:00:00+01:00');
      expect(await charge([second])).toEqual([]);
      await extendPlans(visitDeps(), t.clock.now());
      expect(dates(await live(id))).toEqual(['2030-01-29', '2030-02-05', '2030-02-12', '2030-02-19']);

      // The day it ends, the plan is active again and its visits are charged as usual.
      t.clock.set('2030-01-28T11:00:00+01:00');
      await extendPlans(visitDeps(), t.clock.now());
      expect(await planOf(first.appointmentId)).toMatchObject({ status: 'active', paused_until: null });
      const resumed = (await live(id))[0];
      if (!resumed) throw new Error('The plan has a visit after its pause');
      expect(await charge([resumed])).toEqual(['charged']);
    },
    SETUP_TIMEOUT_MS,
  );

  it(
    'cancels the plan: visits to come freed and refunded under the policy, a paid one past the cut-off kept',
    async () => {
      // Before the cut-off: the paid first visit is refunded, the unpaid ones freed, nothing made after.
      const early = await signUp('cancel.plan@example.ng', '11:00 AM');
      const earlyPlan = await planOf(early.appointmentId);
      await extendPlans(visitDeps(), t.clock.now());
      const cancelled = await act(early.reference, 'cancel', { token: early.manageToken });
      expect(cancelled.statusCode).toBe(200);
      const receipt = cancelled.json().booking as Receipt;
      expect(receipt).toMatchObject({ status: 'cancelled', refund: { status: 'pending', amount: 20000 } });
      expect(receipt.plan).toMatchObject({
        status: 'cancelled',
        nextVisits: [],
        cancel: { allowed: false, reason: 'This plan is cancelled.' },
      });
      expect(await live(earlyPlan.id)).toEqual([]);
      expect(await refundsOf(early.appointmentId)).toHaveLength(1);
      await extendPlans(visitDeps(), t.clock.now());
      expect(await live(earlyPlan.id)).toEqual([]);
      const visits = await visitsOf(earlyPlan.id);
      expect(visits).toHaveLength(4);
      for (const visit of visits)
        expect((await auditOf(visit.id)).map((entry) => entry[0])).toEqual(['plan.cancelled']);
      expect(await outboxKinds(early.appointmentId)).toContain('plan-cancelled');

      // A charged visit within the cancellation cut-off goes ahead; the later ones are freed.
      const late = await signUp('late.cancel.plan@example.ng', '12:00 PM');
      const latePlan = await planOf(late.appointmentId);
      await extendPlans(visitDeps(), t.clock.now());
      const [, second] = await visitsOf(latePlan.id);
      if (!second) throw new Error('The plan has a second visit');
      t.clock.set('2030-01-14T13:00:00+01:00');
      expect(await charge([second])).toEqual(['charged']);
      const { manage } = await receiptOf(second.reference, 'late.cancel.plan@example.ng');
      expect((await act(second.reference, 'cancel', { token: manage.token })).statusCode).toBe(200);
      expect(await live(latePlan.id)).toEqual([
        expect.objectContaining({ id: late.appointmentId }),
        expect.objectContaining({ id: second.id, payment: true }),
      ]);
      expect(await refundsOf(second.id)).toEqual([]);
      expect((await planOf(late.appointmentId)).status).toBe('cancelled');
    },
    SETUP_TIMEOUT_MS,
  );
});
