/**
 * The console's plans (docs/PRODUCT.md, Recurring plans), against the real payment sandbox: the list
 * with its status filter and paging, a plan's page (terms, card without its authorization, visits with
 * their charges), and the staff's skip, pause, resume and cancel: the customer's rules and refunds,
 * audited as the admin's, each telling the customer. Bad input answers a clear 400 and changes nothing.
 */
import { sql } from 'drizzle-orm';
import type { AdminPlanDetail, AdminPlanListItem, RecurringRevenue } from '@clean/shared/schemas';
import { extendPlans } from '../../src/services/plan-visits';
import { SETUP_TIMEOUT_MS } from '../helpers/build-app';
import { ONE_HOUR_JOBS } from '../helpers/pglite-template';
import { describeEachDatabase } from '../helpers/database';
import { fieldsOf, login, queryRows } from '../helpers/fixtures';
import { usePlanSetup } from './plan-setup';

describeEachDatabase("the console's plans", (kind) => {
  const { t, visitDeps, charge, visitsOf, planOf, outboxKinds, signUp } = usePlanSetup(kind);

  /** The admin's session at the test clock's time: a jump of days outlives a token, so it logs in again. */
  const session = { at: 0, token: '' };
  const token = async () => {
    const at = t.clock.now().getTime();
    if (session.at !== at) Object.assign(session, { at, token: await login(t) });
    return session.token;
  };
  const get = async (url: string, signedIn = true) =>
    t.request({ method: 'GET', url, ...(signedIn ? { token: await token() } : {}) });
  const act = async (planId: string, action: string, payload?: Record<string, unknown>) =>
    t.request({
      method: 'POST',
      url: `/api/admin/plans/${planId}/${action}`,
      token: await token(),
      ...(payload ? { payload } : {}),
    });
  const auditOf = async (appointmentId: string) =>
    (
      await queryRows<{ action: string; admin_email: string; summary: string }>(
        t.database.handle,
        sql`SELECT action, admin_email, summary FROM audit_events
            WHERE subject_id = ${appointmentId} AND action LIKE 'plan.%' ORDER BY at`,
      )
    ).map((row) => [row.action, row.admin_email, row.summary]);
  const staffMessage = async (appointmentId: string, kind: string) => {
    const [row] = await queryRows<{ payload: { change?: { byStaff?: boolean } } }>(
      t.database.handle,
      sql`SELECT payload FROM outbox_messages WHERE appointment_id = ${appointmentId} AND kind = ${kind}`,
    );
    return row?.payload.change?.byStaff ?? null;
  };
  const live = async (planId: string) => (await visitsOf(planId)).filter((visit) => !visit.cancelled);
  const dates = (visits: { date: string }[]) => visits.map((visit) => visit.date);

  const recurring = async () => {
    const answer = await get('/api/admin/reports');
    expect(answer.statusCode).toBe(200);
    return answer.json().recurring as RecurringRevenue;
  };
  const january = (report: RecurringRevenue) => report.byMonth.find((month) => month.month === '2030-01');

  it(
    'lists plans with their next visit and charge, filters by status and pages; a plan page keeps the card code out',
    async () => {
      const before = await recurring();
      const first = await signUp('list.plan@example.ng', '9:00 AM');
      const { id } = await planOf(first.appointmentId);
      await extendPlans(visitDeps(), t.clock.now());

      expect((await get('/api/admin/plans', false)).statusCode).toBe(401);
      const refused = await get('/api/admin/plans?status=sleeping');
      expect(refused.statusCode).toBe(400);
      expect(fieldsOf(refused)).toEqual(['status']);
      expect((await get('/api/admin/plans?pageSize=101')).statusCode).toBe(400);

      const active = await get('/api/admin/plans?status=active&pageSize=100');
      expect(active.statusCode).toBe(200);
      const listed = (active.json().plans as AdminPlanListItem[]).find((plan) => plan._id === id);
      expect(listed).toMatchObject({
        status: 'active',
        name: 'Chidi Eze',
        email: 'list.plan@example.ng',
        frequency: 'Weekly',
        intervalDays: 7,
        amount: 20000,
        time: '9:00 AM',
        // Its first visit's length (the test template's one-hour jobs).
        durationMinutes: ONE_HOUR_JOBS,
        nextVisit: { appointmentId: first.appointmentId, date: '2030-01-08', time: '9:00 AM' },
        // The second visit (15 January, 9:00 AM in Lagos) is charged 24 hours before it.
        nextChargeAt: '2030-01-14T08:00:00.000Z',
        lastCharge: null,
      });
      const cancelled = await get('/api/admin/plans?status=cancelled&pageSize=100');
      expect((cancelled.json().plans as AdminPlanListItem[]).map((plan) => plan._id)).not.toContain(id);

      // Paging: one plan a page, the total counts them all.
      const all = (await get('/api/admin/plans?pageSize=100')).json();
      const paged = (await get('/api/admin/plans?pageSize=1&page=2')).json();
      expect(paged).toMatchObject({ total: all.total, page: 2, pageSize: 1 });
      expect(paged.plans).toEqual([all.plans[1]].filter(Boolean));

      expect((await get(`/api/admin/plans/${id}`, false)).statusCode).toBe(401);
      const unknown = await get('/api/admin/plans/no-such-plan');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('Plan not found.');

      // The second visit charged: shown with its charge, and as the plan's last charge.
      const [, second] = await visitsOf(id);
      if (!second) throw new Error('The plan has a second visit');
      t.clock.set('2030-01-14T15:00:00+01:00');
      expect(await charge([second])).toEqual(['charged']);
      const answer = await get(`/api/admin/plans/${id}`);
      expect(answer.body).not.toContain('AUTH_');
      const detail = answer.json().plan as AdminPlanDetail;
      expect(detail).toMatchObject({
        status: 'active',
        phone: expect.any(String),
        firstDate: '2030-01-08',
        chargeHoursBefore: 24,
        card: { last4: '4081' },
        lastCharge: { status: 'success' },
        pause: { allowed: true },
        resume: { allowed: false, reason: 'Only a paused plan can be resumed.' },
        cancel: { allowed: true },
      });
      expect(detail.visits.map((visit) => [visit.visit, visit.date, visit.paid, visit.charge])).toEqual([
        [1, '2030-01-08', true, null],
        [2, '2030-01-15', true, { status: 'success', attempts: 1 }],
        [3, '2030-01-22', false, null],
        [4, '2030-01-29', false, null],
      ]);
      expect(detail.charges).toEqual([
        expect.objectContaining({ visitReference: second.reference, attempt: 1, status: 'success' }),
      ]);

      // The schedule board marks the plan's visits.
      const board = await get('/api/admin/schedule?date=2030-01-15&location=Lagos');
      expect(board.statusCode).toBe(200);
      const onBoard = (board.json().days as { slots: { bookings: { _id: string; plan: boolean }[] }[] }[])
        .flatMap((day) => day.slots.flatMap((slot) => slot.bookings))
        .find((booking) => booking._id === second.id);
      expect(onBoard).toMatchObject({ plan: true });

      // Reports: the plan brings 20,000 a week (86,904.76 a month); two visits paid in January.
      const after = await recurring();
      expect(after.byMonth.map((month) => month.month)).toEqual([
        '2029-08',
        '2029-09',
        '2029-10',
        '2029-11',
        '2029-12',
        '2030-01',
      ]);
      expect(after.activePlans - before.activePlans).toBe(1);
      expect(after.monthlyNow - before.monthlyNow).toBeCloseTo(86904.76, 2);
      expect((january(after)?.amount ?? 0) - (january(before)?.amount ?? 0)).toBe(40000);
      expect((january(after)?.visits ?? 0) - (january(before)?.visits ?? 0)).toBe(2);
    },
    SETUP_TIMEOUT_MS,
  );

  it(
    "skips a visit, pauses, resumes and cancels as the staff: the customer's rules, audited, the customer told",
    async () => {
      const first = await signUp('staff.plan@example.ng', '10:00 AM');
      const { id } = await planOf(first.appointmentId);
      await extendPlans(visitDeps(), t.clock.now());
      const [, second, third] = await visitsOf(id);
      if (!second || !third) throw new Error('The plan has visits ahead');

      // Bad input: nothing changes.
      expect((await act('no-such-plan', 'skip', { appointmentId: second.id })).statusCode).toBe(404);
      const foreign = await act(id, 'skip', { appointmentId: 'not-a-visit' });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().message).toBe('This visit is not part of this plan.');
      const noVisit = await act(id, 'skip', {});
      expect(noVisit.statusCode).toBe(400);
      expect(fieldsOf(noVisit)).toEqual(['appointmentId']);
      for (const until of ['2030-01-07', '2030-13-01', '2031-01-01']) {
        const refused = await act(id, 'pause', { until });
        expect(refused.statusCode).toBe(400);
        expect(fieldsOf(refused)).toEqual(['until']);
      }
      const notPaused = await act(id, 'resume');
      expect(notPaused.statusCode).toBe(409);
      expect(notPaused.json().message).toBe('This plan is not paused.');
      expect(await planOf(first.appointmentId)).toMatchObject({ status: 'active', paused_until: null });
      expect(dates(await live(id))).toEqual(['2030-01-08', '2030-01-15', '2030-01-22', '2030-01-29']);
      const noToken = await t.request({ method: 'POST', url: `/api/admin/plans/${id}/cancel` });
      expect(noToken.statusCode).toBe(401);

      // Skip the second visit: freed, the horizon makes the fifth; audited as the admin's, the customer told.
      const skipped = await act(id, 'skip', { appointmentId: second.id });
      expect(skipped.statusCode).toBe(200);
      expect(skipped.json().message).toBe('The visit is skipped.');
      const afterSkip = skipped.json().plan as AdminPlanDetail;
      expect(afterSkip.visits.find((visit) => visit.appointmentId === second.id)).toMatchObject({
        cancelled: true,
        skip: { allowed: false },
      });
      expect(dates(await live(id))).toEqual(['2030-01-08', '2030-01-22', '2030-01-29', '2030-02-05']);
      const [skipAudit] = await auditOf(second.id);
      expect(skipAudit).toEqual([
        'plan.visit-skipped',
        expect.stringContaining('@'),
        `Plan of Chidi Eze: a visit skipped; visits cancelled: 2030-01-15 10:00 AM (${second.reference})`,
      ]);
      expect(skipAudit?.[1]).not.toBe('staff.plan@example.ng');
      expect(await outboxKinds(second.id)).toContain('plan-visit-skipped');
      expect(await staffMessage(second.id, 'plan-visit-skipped')).toBe(true);

      // Pause until 25 January: the paid first visit is refunded as the admin's, the others freed.
      const paused = await act(id, 'pause', { until: '2030-01-25' });
      expect(paused.statusCode).toBe(200);
      expect(paused.json().plan).toMatchObject({
        status: 'paused',
        pausedUntil: '2030-01-25',
        resume: { allowed: true },
      });
      expect(dates(await live(id))).toEqual(['2030-01-29', '2030-02-05', '2030-02-12', '2030-02-19']);
      const [refund] = await queryRows<{ requested_by: string }>(
        t.database.handle,
        sql`SELECT requested_by FROM refunds WHERE appointment_id = ${first.appointmentId}`,
      );
      expect(refund).toEqual({ requested_by: 'admin' });
      expect(await outboxKinds(first.appointmentId)).toContain('plan-paused');

      // Resume the next day: active again; the visits the pause passed over are made, those it cancelled stay so.
      t.clock.set('2030-01-08T12:00:00+01:00');
      const resumed = await act(id, 'resume');
      expect(resumed.statusCode).toBe(200);
      expect(resumed.json().plan).toMatchObject({ status: 'active', pausedUntil: null });
      expect(await planOf(first.appointmentId)).toMatchObject({ status: 'active', paused_until: null });
      expect(dates(await live(id))).toEqual(['2030-01-29', '2030-02-05', '2030-02-12', '2030-02-19']);
      const resumedAudit = await queryRows<{ action: string; summary: string }>(
        t.database.handle,
        sql`SELECT e.action, e.summary FROM audit_events e JOIN appointments a ON a.id = e.subject_id
            WHERE a.plan_id = ${id} AND e.action = 'plan.resumed'`,
      );
      expect(resumedAudit).toEqual([
        { action: 'plan.resumed', summary: 'Plan of Chidi Eze: resumed; no visit cancelled' },
      ]);

      // Cancel: every visit to come freed, nothing made after; the customer told.
      const cancelled = await act(id, 'cancel');
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json().plan).toMatchObject({
        status: 'cancelled',
        nextVisit: null,
        nextChargeAt: null,
        cancel: { allowed: false, reason: 'This plan is cancelled.' },
      });
      expect(await live(id)).toEqual([]);
      await extendPlans(visitDeps(), t.clock.now());
      expect(await live(id)).toEqual([]);
      const again = await act(id, 'cancel');
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('This plan is cancelled.');
    },
    SETUP_TIMEOUT_MS,
  );

  it(
    'resume makes the visits a pause passed over',
    async () => {
      const first = await signUp('resume.plan@example.ng', '11:00 AM');
      const { id } = await planOf(first.appointmentId);
      // Paused at sign-up: visits 2 to 4 (made with the first payment) are cancelled, and the pause
      // passes over visits 5 and 6, never made.
      expect((await act(id, 'pause', { until: '2030-02-15' })).statusCode).toBe(200);
      expect(dates(await live(id))).toEqual(['2030-02-19', '2030-02-26', '2030-03-05', '2030-03-12']);
      t.clock.set('2030-01-16T12:00:00+01:00');
      expect((await act(id, 'resume')).statusCode).toBe(200);
      // The passed-over 5 and 12 February are made at once in their slots; the cancelled 22 and 29
      // January stay cancelled (the customer was told).
      expect(dates(await live(id))).toEqual([
        '2030-02-05',
        '2030-02-12',
        '2030-02-19',
        '2030-02-26',
        '2030-03-05',
        '2030-03-12',
      ]);
      expect(await outboxKinds(first.appointmentId)).toContain('plan-paused');
    },
    SETUP_TIMEOUT_MS,
  );
});
