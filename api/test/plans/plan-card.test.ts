/**
 * Changing a plan's card from the manage link (docs/PRODUCT.md, Recurring plans), against the real payment
 * sandbox: the next visit to pay is paid in the popup under a reference of its own; once verified (the
 * verify call or the webhook, once) the card that paid replaces the saved one, the consent is recorded,
 * the change is audited and told, and the charging job never charges that visit too. Refusals change
 * nothing.
 */
import type { PlanCardCheckout, Receipt } from '@clean/shared/schemas';
import { sql } from 'drizzle-orm';
import { toKobo } from '../../src/payments/verify-payment';
import { CARD_CHANGE_OPEN_MINUTES } from '../../src/services/plan-card';
import { PLAN_CANCELLED, PLAN_NOT_STARTED } from '../../src/services/plan-summary';
import { extendPlans } from '../../src/services/plan-visits';
import { SETUP_TIMEOUT_MS } from '../helpers/build-app';
import { describeEachDatabase } from '../helpers/database';
import { book, login, queryRows, snapshot } from '../helpers/fixtures';
import { SUCCESS_CARD } from '../payments/sandbox';
import { LATER_DECLINED_CARD, usePlanSetup } from './plan-setup';

describeEachDatabase("changing a plan's card from the manage link", (kind) => {
  const {
    t,
    provider,
    setup,
    visitDeps,
    charge,
    visitsOf,
    planOf,
    chargesOf,
    outboxKinds,
    signUp,
    receiptOf,
    chargeSucceeded,
  } = usePlanSetup(kind);

  /** A paid weekly sign-up with its later visits made, and the manage token of its first visit. */
  const planWithVisits = async (email: string, time: string, card = SUCCESS_CARD) => {
    const first = await signUp(email, time, card);
    const plan = await planOf(first.appointmentId);
    await extendPlans(visitDeps(), t.clock.now());
    const [, second, third] = await visitsOf(plan.id);
    if (!second || !third) throw new Error('The plan has visits ahead');
    const { token } = (await receiptOf(first.reference, email)).manage;
    return { first, plan, second, third, token };
  };
  const start = (reference: string, payload: Record<string, unknown>) =>
    t.request({ method: 'POST', url: `/api/user/bookings/${reference}/plan/card`, payload });
  const verify = (reference: string, payload: Record<string, unknown>) =>
    t.request({ method: 'POST', url: `/api/user/bookings/${reference}/plan/card/verify`, payload });
  /** Pays a started change in the sandbox's checkout, as the popup does. */
  const payInCheckout = async (checkout: PlanCardCheckout, card = SUCCESS_CARD) => {
    const accessCode = await provider.initialize({
      reference: checkout.reference,
      amount: toKobo(checkout.amount),
      email: checkout.email,
      metadata: { appointmentId: checkout.appointmentId },
    });
    await provider.payWithCard(accessCode, card);
  };
  const changesOf = (appointmentId: string) =>
    queryRows<{ reference: string; status: string }>(
      t.database.handle,
      sql`SELECT reference, status FROM plan_card_changes WHERE appointment_id = ${appointmentId} ORDER BY reference`,
    );
  const planCard = async (planId: string) => {
    const [row] = await queryRows<{ card_last4: string | null; card_brand: string | null; consent_at: string }>(
      t.database.handle,
      sql`SELECT card_last4, card_brand, consent_at::text AS consent_at FROM plans WHERE id = ${planId}`,
    );
    return row;
  };
  const cardAudits = (appointmentId: string) =>
    queryRows<{ summary: string }>(
      t.database.handle,
      sql`SELECT summary FROM audit_events WHERE subject_id = ${appointmentId} AND action = 'plan.card-changed'`,
    );

  it(
    'pays the visit waiting for payment with a new card, which replaces the saved one, once',
    async () => {
      const email = 'new.card@example.ng';
      const { plan, second, third } = await planWithVisits(email, '2:00 PM', LATER_DECLINED_CARD);
      expect(await planCard(plan.id)).toMatchObject({ card_last4: '6666', card_brand: 'verve' });

      // The saved card is refused twice: the visit waits for payment.
      t.clock.set('2030-01-14T14:30:00+01:00');
      expect(await charge([second])).toEqual(['refused']);
      t.clock.set('2030-01-14T18:45:00+01:00');
      expect(await charge([second])).toEqual(['waiting-for-payment']);

      const before = await receiptOf(second.reference, email);
      expect(before.plan).toMatchObject({
        cardLast4: '6666',
        cardBrand: 'verve',
        changeCard: {
          allowed: true,
          reason: null,
          visit: { reference: second.reference, date: '2030-01-15', time: '2:00 PM', amount: 20000 },
        },
      });
      const { token } = before.manage;

      // Without consent, or with a forged link: refused, nothing written.
      const unchanged = await snapshot(t.database.handle);
      expect((await start(second.reference, { token })).statusCode).toBe(400);
      expect((await start(second.reference, { token, consent: false })).statusCode).toBe(400);
      expect((await start(second.reference, { token: 'forged', consent: true })).statusCode).toBe(404);
      expect(await snapshot(t.database.handle)).toEqual(unchanged);

      const started = await start(second.reference, { token, consent: true });
      expect(started.statusCode).toBe(200);
      const checkout = started.json() as PlanCardCheckout;
      expect(checkout).toMatchObject({
        reference: `${second.reference}-K1`,
        appointmentId: second.id,
        visitReference: second.reference,
        amount: 20000,
        email,
      });
      // A second tap answers the same change.
      expect((await start(second.reference, { token, consent: true })).json().reference).toBe(checkout.reference);

      // Verified before it is paid: refused, nothing changes.
      const unpaid = await verify(second.reference, { token, reference: checkout.reference });
      expect(unpaid.statusCode).toBe(409);
      expect(await changesOf(second.id)).toEqual([{ reference: checkout.reference, status: 'pending' }]);

      await payInCheckout(checkout);
      const verified = await verify(second.reference, { token, reference: checkout.reference });
      expect(verified.statusCode).toBe(200);
      const after = verified.json().booking as Receipt;
      expect(after).toMatchObject({ status: 'paid', attentionReason: null });
      expect(after.plan).toMatchObject({ cardLast4: '4081', cardBrand: 'visa' });
      expect(after.plan?.changeCard.visit?.reference).toBe(third.reference);
      const card = await planCard(plan.id);
      expect(card).toMatchObject({ card_last4: '4081', card_brand: 'visa' });
      expect(await changesOf(second.id)).toEqual([{ reference: checkout.reference, status: 'paid' }]);
      // Never the card, nor the authorization in the clear.
      const [cipher] = await queryRows<{ authorization_cipher: string }>(
        t.database.handle,
        sql`SELECT authorization_cipher FROM plans WHERE id = ${plan.id}`,
      );
      expect(cipher?.authorization_cipher).not.toMatch(/AUTH_|4084/);
      // The staff see the new card on the plan's page, never its authorization (a session of the test clock's day).
      const staff = await t.request({ method: 'GET', url: `/api/admin/plans/${plan.id}`, token: await login(t) });
      expect(staff.statusCode).toBe(200);
      expect(staff.body).not.toContain('AUTH_');
      expect(staff.json().plan.card).toEqual({ brand: 'visa', last4: '4081' });

      // A repeat, and the provider's webhook after it: the same answer, nothing more.
      const once = await snapshot(t.database.handle);
      const repeat = await verify(second.reference, { token, reference: checkout.reference });
      expect(repeat.statusCode).toBe(200);
      const hook = await chargeSucceeded(checkout.reference);
      expect(hook.statusCode).toBe(200);
      expect(hook.json().message).toMatch(/already recorded/);
      expect(await snapshot(t.database.handle)).toEqual(once);
      expect(await cardAudits(second.id)).toEqual([
        { summary: 'Chidi Eze changed the card of their plan to the one ending 4081, paying this visit' },
      ]);
      expect((await outboxKinds(second.id)).filter((kind) => kind === 'plan-card-changed')).toHaveLength(1);

      // The next visit is charged to the new card (the old one would be refused).
      t.clock.set('2030-01-21T14:30:00+01:00');
      expect(await charge([second, third])).toEqual(['charged']);
      expect(await chargesOf(second.id)).toHaveLength(2);
    },
    SETUP_TIMEOUT_MS,
  );

  it(
    'a change settled by the webhook alone pays the visit; the job never charges it too',
    async () => {
      const email = 'hook.card@example.ng';
      const { first, plan, second, token } = await planWithVisits(email, '3:00 PM');

      // The day before the visit, the job and the customer at once: one of them has the visit, never both.
      t.clock.set('2030-01-14T15:30:00+01:00');
      const [started, charged] = await Promise.all([
        start(first.reference, { token, consent: true }),
        charge([second]),
      ]);
      expect(started.statusCode).toBe(200);
      const checkout = started.json() as PlanCardCheckout;
      const jobFirst = charged[0] === 'charged';
      expect(charged).toEqual(jobFirst ? ['charged'] : []);
      const target = (await visitsOf(plan.id)).find((visit) => visit.id === checkout.appointmentId);
      if (!target) throw new Error('The change pays a visit of the plan');
      // The job first: the change pays the visit after; the customer first: the job left the visit alone.
      expect(target.plan_visit).toBe(jobFirst ? 3 : 2);
      expect(await changesOf(second.id)).toHaveLength(jobFirst ? 0 : 1);
      expect(await chargesOf(second.id)).toHaveLength(jobFirst ? 1 : 0);

      // Paid in the popup, settled by the webhook alone (the page was closed); the job never charges it.
      await payInCheckout(checkout, SUCCESS_CARD);
      expect(await charge([target])).toEqual([]);
      const hook = await chargeSucceeded(checkout.reference);
      expect(hook.statusCode).toBe(200);
      expect((await visitsOf(plan.id)).find((visit) => visit.id === target.id)).toMatchObject({ payment: true });
      // At and after the target's own charge time: nothing charged for it.
      t.clock.set(`${target.date === '2030-01-15' ? '2030-01-14' : '2030-01-21'}T16:00:00+01:00`);
      expect(await charge([target])).toEqual([]);
      expect(await chargesOf(target.id)).toEqual([]);
      expect(await cardAudits(target.id)).toHaveLength(1);
    },
    SETUP_TIMEOUT_MS,
  );

  it(
    'a change left unpaid is closed after its time, and the saved card is charged as usual',
    async () => {
      const email = 'abandoned.card@example.ng';
      const { first, plan, second, token } = await planWithVisits(email, '4:00 PM');

      t.clock.set('2030-01-14T16:30:00+01:00');
      const started = await start(first.reference, { token, consent: true });
      const checkout = started.json() as PlanCardCheckout;
      expect(checkout.appointmentId).toBe(second.id);
      // The popup opened, never paid.
      await provider.initialize({
        reference: checkout.reference,
        amount: toKobo(checkout.amount),
        email,
        metadata: { appointmentId: second.id },
      });
      expect(await charge([second])).toEqual([]);
      t.clock.set(new Date(t.clock.now().getTime() + (CARD_CHANGE_OPEN_MINUTES + 1) * 60_000).toISOString());
      expect(await charge([second])).toEqual(['charged']);
      expect(await changesOf(second.id)).toEqual([{ reference: checkout.reference, status: 'closed' }]);
      expect(await planCard(plan.id)).toMatchObject({ card_last4: '4081' });
      expect(await cardAudits(second.id)).toEqual([]);
    },
    SETUP_TIMEOUT_MS,
  );

  it(
    'refuses a cancelled plan, a visit inside the cut-off and an unpaid first visit, changing nothing',
    async () => {
      const email = 'refused.card@example.ng';
      const { first, second, token } = await planWithVisits(email, '5:00 PM');

      // An hour before the second visit, not charged yet (the job did not run): inside the cut-off.
      t.clock.set('2030-01-15T16:00:00+01:00');
      const inside = await receiptOf(second.reference, email);
      expect(inside.plan?.changeCard).toMatchObject({ allowed: false, visit: null });
      expect(inside.plan?.changeCard.reason).toMatch(/until 2 hours before a visit/);
      let unchanged = await snapshot(t.database.handle);
      const late = await start(first.reference, { token, consent: true });
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(inside.plan?.changeCard.reason);
      expect(await snapshot(t.database.handle)).toEqual(unchanged);

      t.clock.set('2030-01-10T10:00:00+01:00');
      const cancelled = await t.request({
        method: 'POST',
        url: `/api/user/bookings/${first.reference}/plan/cancel`,
        payload: { token },
      });
      expect(cancelled.statusCode).toBe(200);
      expect((cancelled.json().booking as Receipt).plan?.changeCard).toEqual({
        allowed: false,
        reason: PLAN_CANCELLED,
        visit: null,
      });
      unchanged = await snapshot(t.database.handle);
      const refused = await start(first.reference, { token, consent: true });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(PLAN_CANCELLED);
      expect(await snapshot(t.database.handle)).toEqual(unchanged);

      // A reference that is no card change of this plan.
      expect((await verify(first.reference, { token, reference: `${second.reference}-C1` })).statusCode).toBe(404);

      // A plan whose first visit is not paid yet: its Pay Online gives the card.
      const unpaid = await book(t, setup.weekly, {
        email: 'unpaid.card@example.ng',
        date: '2030-01-17',
        time: '5:00 PM',
        planConsent: true,
      });
      const unpaidToken = (await receiptOf(unpaid.reference, 'unpaid.card@example.ng')).manage.token;
      unchanged = await snapshot(t.database.handle);
      const notStarted = await start(unpaid.reference, { token: unpaidToken, consent: true });
      expect(notStarted.statusCode).toBe(409);
      expect(notStarted.json().message).toBe(PLAN_NOT_STARTED);
      expect(await snapshot(t.database.handle)).toEqual(unchanged);
    },
    SETUP_TIMEOUT_MS,
  );
});
