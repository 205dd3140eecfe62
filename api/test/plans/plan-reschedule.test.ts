/**
 * A plan's new day or time (docs/PRODUCT.md, Recurring plans), from the manage link and the console,
 * against the real payment sandbox: the visits to come move (a full slot's visit to the nearest free
 * time), the plan's anchor follows so the horizon makes later visits at the new times, one e-mail,
 * audited; visits inside the cut-off stay; bad input, a bad link and no free time change nothing.
 */
import { sql } from 'drizzle-orm';
import { extendPlans } from '../../src/services/plan-visits';
import { SETUP_TIMEOUT_MS } from '../helpers/build-app';
import { describeEachDatabase } from '../helpers/database';
import { book, booking, fieldsOf, firstChoice, queryRows } from '../helpers/fixtures';
import { usePlanSetup } from './plan-setup';

describeEachDatabase("a plan's new day or time", (kind) => {
  const { t, setup, visitDeps, visitsOf, planOf, signUp } = usePlanSetup(kind);

  const move = (reference: string, payload: Record<string, unknown>) =>
    t.request({ method: 'POST', url: `/api/user/bookings/${reference}/plan/reschedule`, payload });
  const slots = async (planId: string) =>
    (await visitsOf(planId)).filter((visit) => !visit.cancelled).map((visit) => `${visit.date} ${visit.time}`);
  const scheduleOf = async (planId: string) => {
    const [row] = await queryRows<{ first_date: string; time: string }>(
      t.database.handle,
      sql`SELECT first_date::text AS first_date, time FROM plans WHERE id = ${planId}`,
    );
    return row;
  };
  const auditOf = async (appointmentId: string) =>
    queryRows<{ action: string; admin_name: string; summary: string }>(
      t.database.handle,
      sql`SELECT action, admin_name, summary FROM audit_events
          WHERE subject_id = ${appointmentId} AND action = 'plan.rescheduled' ORDER BY at`,
    );
  const messagesOf = async (planId: string) =>
    queryRows<{ kind: string; payload: { change?: { visits?: { date: string; time: string }[] } } }>(
      t.database.handle,
      sql`SELECT o.kind, o.payload FROM outbox_messages o JOIN appointments a ON a.id = o.appointment_id
          WHERE a.plan_id = ${planId} AND o.kind = 'plan-rescheduled'`,
    );

  it(
    'moves the visits to come, a full slot to the nearest free time; later visits follow; one e-mail, audited',
    async () => {
      const first = await signUp('move.plan@example.ng', '9:00 AM');
      const { id } = await planOf(first.appointmentId);
      await extendPlans(visitDeps(), t.clock.now());
      const [, second] = await visitsOf(id);
      // Every crew of Wednesday 23 January at 10:00 AM is taken (one booking each, until it is full).
      const choice = await firstChoice(t);
      for (let crew = 0; crew < t.app.config.availability.crewsPerSlot; crew += 1) {
        await book(t, choice, { email: `full.${crew}@example.ng`, date: '2030-01-23', time: '10:00 AM' });
      }

      const moved = await move(first.reference, { token: first.manageToken, from: '2030-01-16', time: '10:00 AM' });
      expect(moved.statusCode).toBe(200);
      expect(moved.json().message).toBe('Your plan has its new day and time.');
      // The paid first visit stays; the others move to Wednesdays at 10:00 AM, the full one to 9:00 AM.
      expect(await slots(id)).toEqual([
        '2030-01-08 9:00 AM',
        '2030-01-16 10:00 AM',
        '2030-01-23 9:00 AM',
        '2030-01-30 10:00 AM',
      ]);
      expect(await scheduleOf(id)).toEqual({ first_date: '2030-01-09', time: '10:00 AM' });
      expect(moved.json().booking.plan).toMatchObject({ firstDate: '2030-01-09', time: '10:00 AM' });
      // An unpaid visit holds its crew until its new start.
      const [hold] = await queryRows<{ hold: string }>(
        t.database.handle,
        sql`SELECT to_char(hold_expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') AS hold FROM appointments
            WHERE id = ${second?.id ?? ''}`,
      );
      expect(hold?.hold).toBe('2030-01-16 09:00');

      const messages = await messagesOf(id);
      expect(messages).toHaveLength(1);
      expect(messages[0]?.payload.change?.visits).toEqual([
        { date: '2030-01-16', time: '10:00 AM' },
        { date: '2030-01-23', time: '9:00 AM' },
        { date: '2030-01-30', time: '10:00 AM' },
      ]);
      const [audit] = await auditOf(second?.id ?? '');
      expect(audit).toMatchObject({ action: 'plan.rescheduled', admin_name: 'Chidi Eze (customer)' });
      expect(audit?.summary).toContain(`2030-01-15 9:00 AM → 2030-01-16 10:00 AM (${second?.reference})`);

      // Weeks on, the horizon makes the next visits on the new day and time.
      t.clock.set('2030-01-17T12:00:00+01:00');
      await extendPlans(visitDeps(), t.clock.now());
      expect((await slots(id)).slice(-3)).toEqual([
        '2030-01-30 10:00 AM',
        '2030-02-06 10:00 AM',
        '2030-02-13 10:00 AM',
      ]);
    },
    SETUP_TIMEOUT_MS,
  );

  it(
    'refuses a bad link, bad input and a change with no free time, changing nothing; the cut-off keeps a visit',
    async () => {
      const first = await signUp('cutoff.move@example.ng', '11:00 AM');
      const { id } = await planOf(first.appointmentId);
      await extendPlans(visitDeps(), t.clock.now());
      const before = await slots(id);
      const schedule = await scheduleOf(id);
      const token = first.manageToken;
      const refusals: [Record<string, unknown>, number, string[]][] = [
        [{ token: 'forged', from: '2030-01-16', time: '11:00 AM' }, 404, []],
        [{ token, from: '2030-01-16', time: '11:00 AM', extra: 1 }, 400, []],
        [{ token, from: '2030-01-07', time: '11:00 AM' }, 400, ['from']],
        [{ token, from: '2031-01-07', time: '11:00 AM' }, 400, ['from']],
        [{ token, from: '2030-01-16', time: '3:00 AM' }, 400, ['time']],
        [{ token, from: '16/01/2030', time: '11:00 AM' }, 400, ['from']],
      ];
      for (const [payload, status, fields] of refusals) {
        const refused = await move(first.reference, payload);
        expect([refused.statusCode, fields.length > 0 ? fieldsOf(refused) : []]).toEqual([status, fields]);
      }
      expect(await slots(id)).toEqual(before);
      expect(await scheduleOf(id)).toEqual(schedule);
      expect(await messagesOf(id)).toEqual([]);

      // Two closed days ahead (the admin's session is of today).
      for (const date of ['2030-02-07', '2030-02-08']) {
        const closed = await t.request({
          method: 'POST',
          url: '/api/admin/closed-dates',
          token: setup.adminToken,
          payload: { date, location: 'Lagos', label: 'Staff training' },
        });
        expect(closed.statusCode).toBe(201);
      }
      // The day before the second visit, inside the reschedule cut-off (24 hours): it stays, and the new
      // first date must come after it.
      t.clock.set('2030-01-14T13:00:00+01:00');
      const early = await move(first.reference, { token, from: '2030-01-15', time: '11:00 AM' });
      expect(early.statusCode).toBe(400);
      expect(early.json().message).toMatch(/after your visit of Tuesday, 15 Jan 2030, which stays/);
      const moved = await move(first.reference, { token, from: '2030-01-17', time: '11:00 AM' });
      expect(moved.statusCode).toBe(200);
      // The horizon then makes the fourth visit ahead on the new rhythm.
      expect((await slots(id)).slice(1)).toEqual([
        '2030-01-15 11:00 AM',
        '2030-01-17 11:00 AM',
        '2030-01-24 11:00 AM',
        '2030-01-31 11:00 AM',
      ]);

      // No crew that day or the next for one visit: the whole change is refused, nothing moved.
      const moving = await slots(id);
      const full = await move(first.reference, { token, from: '2030-01-31', time: '11:00 AM' });
      expect(full.statusCode).toBe(409);
      expect(full.json().message).toMatch(/No crew is free on Thursday, 7 Feb 2030 or the day after/);
      expect(await slots(id)).toEqual(moving);
      expect(await messagesOf(id)).toHaveLength(1);
    },
    SETUP_TIMEOUT_MS,
  );

  it(
    'a move and a booking racing for the last crew of a slot: the slot never takes more than its crews',
    async () => {
      const first = await signUp('race.move@example.ng', '4:00 PM');
      const { id } = await planOf(first.appointmentId);
      await extendPlans(visitDeps(), t.clock.now());
      const crews = t.app.config.availability.crewsPerSlot;
      const choice = await firstChoice(t);
      for (let crew = 1; crew < crews; crew += 1) {
        await book(t, choice, { email: `race.${crew}@example.ng`, date: '2030-01-18', time: '5:00 PM' });
      }
      const [moved, booked] = await Promise.all([
        move(first.reference, { token: first.manageToken, from: '2030-01-18', time: '5:00 PM' }),
        t.request({
          method: 'POST',
          url: '/api/user/book-appointment',
          payload: booking(choice, { email: 'race.last@example.ng', date: '2030-01-18', time: '5:00 PM' }),
        }),
      ]);
      expect(moved.statusCode).toBe(200);
      expect([201, 409]).toContain(booked.statusCode);
      const [taken] = await queryRows<{ count: number }>(
        t.database.handle,
        sql`SELECT count(*)::int AS count FROM appointments
            WHERE date = '2030-01-18' AND time = '5:00 PM' AND location = 'Lagos' AND NOT cancelled AND deleted_at IS NULL`,
      );
      expect(taken?.count).toBe(crews);
      // The booking won the crew: the visit took the nearest free time (the earlier of two equally near).
      expect((await slots(id))[1]).toBe(booked.statusCode === 201 ? '2030-01-18 4:00 PM' : '2030-01-18 5:00 PM');
    },
    SETUP_TIMEOUT_MS,
  );

  it(
    "the staff change a plan's day and time from the console, audited as the admin's",
    async () => {
      const first = await signUp('staff.move@example.ng', '2:00 PM');
      const { id } = await planOf(first.appointmentId);
      await extendPlans(visitDeps(), t.clock.now());
      const url = `/api/admin/plans/${id}/reschedule`;
      const payload = { from: '2030-01-17', time: '3:00 PM' };
      expect((await t.request({ method: 'POST', url, payload })).statusCode).toBe(401);
      const unknown = await t.request({
        method: 'POST',
        url: '/api/admin/plans/00000000-0000-4000-8000-000000000000/reschedule',
        token: setup.adminToken,
        payload,
      });
      expect(unknown.statusCode).toBe(404);
      const bad = await t.request({
        method: 'POST',
        url,
        token: setup.adminToken,
        payload: { ...payload, time: '3 PM' },
      });
      expect(bad.statusCode).toBe(400);

      const moved = await t.request({ method: 'POST', url, token: setup.adminToken, payload });
      expect(moved.statusCode).toBe(200);
      expect(moved.json()).toMatchObject({ message: 'The plan has its new day and time.', plan: { time: '3:00 PM' } });
      expect(await slots(id)).toEqual([
        '2030-01-08 2:00 PM',
        '2030-01-17 3:00 PM',
        '2030-01-24 3:00 PM',
        '2030-01-31 3:00 PM',
      ]);
      const [, second] = await visitsOf(id);
      const [audit] = await auditOf(second?.id ?? '');
      expect(audit?.summary).toMatch(/^Plan of Chidi Eze: moved to Thursdays at 3:00 PM from /);
      expect(audit?.admin_name).not.toMatch(/customer/);
      const [message] = await messagesOf(id);
      expect(message?.payload.change).toMatchObject({ byStaff: true });
    },
    SETUP_TIMEOUT_MS,
  );
});
