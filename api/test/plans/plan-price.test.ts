/**
 * A later catalogue price reaches a plan only when its customer accepts it (docs/PRODUCT.md, Recurring
 * plans), against the real payment sandbox: the catalogue changes through the console's product form,
 * the receipt and the plan's page offer the new price, the horizon and the charging job keep the old one
 * until the customer accepts it from the manage link; then the visits not charged yet take the new one
 * and charged or paid visits keep theirs. Refusals change nothing.
 */
import { sql } from 'drizzle-orm';
import type { Product, Receipt } from '@clean/shared/schemas';
import { extendPlans } from '../../src/services/plan-visits';
import { SETUP_TIMEOUT_MS } from '../helpers/build-app';
import { describeEachDatabase } from '../helpers/database';
import { login, queryRows } from '../helpers/fixtures';
import { usePlanSetup } from './plan-setup';

describeEachDatabase("a plan's new price, accepted by its customer", (kind) => {
  const { t, provider, setup, visitDeps, charge, visitsOf, planOf, chargesOf, outboxKinds, signUp, receiptOf } =
    usePlanSetup(kind);

  /**
   * The console changes the weekly frequency's price, the rest of its product as it is. (Every console call
   * signs in anew: the test clock moves past a session's idle time.)
   */
  async function setWeeklyPrice(amount: number) {
    const loaded = await t.request({
      method: 'GET',
      url: `/api/admin/product/${setup.weekly.product}`,
      token: await login(t),
    });
    expect(loaded.statusCode).toBe(200);
    const product = loaded.json().product as Product;
    const saved = await t.request({
      method: 'PATCH',
      url: `/api/admin/update-product/${product._id}`,
      token: await login(t),
      payload: {
        _id: product._id,
        name: product.name,
        price: product.price,
        services: product.services.map((service) => ({
          _id: service._id,
          name: service.name,
          description: service.description,
          amount: service.amount,
          frequency: service.frequency.map((frequency) => ({
            _id: frequency._id,
            name: frequency.name,
            amount: frequency._id === setup.weekly.frequency ? amount : frequency.amount,
            intervalDays: frequency.intervalDays,
          })),
        })),
      },
    });
    expect(saved.statusCode).toBe(200);
  }
  // Each test starts from the starter catalogue's price.
  afterEach(() => setWeeklyPrice(setup.weekly.amount));

  const accept = (reference: string, payload: Record<string, unknown>) =>
    t.request({ method: 'POST', url: `/api/user/bookings/${reference}/plan/accept-price`, payload });
  const amounts = async (planId: string) =>
    (await visitsOf(planId)).map((visit) => [visit.plan_visit, visit.amount, visit.payment]);
  const planAmount = async (planId: string) => {
    const [row] = await queryRows<{ amount: string }>(
      t.database.handle,
      sql`SELECT amount::text AS amount FROM plans WHERE id = ${planId}`,
    );
    return row?.amount;
  };
  const staffOffer = async (planId: string) => {
    const answer = await t.request({ method: 'GET', url: `/api/admin/plans/${planId}`, token: await login(t) });
    expect(answer.statusCode).toBe(200);
    return answer.json().plan.offeredAmount as number | null;
  };
  const priceAudit = (appointmentId: string) =>
    queryRows<{ admin_name: string; summary: string }>(
      t.database.handle,
      sql`SELECT admin_name, summary FROM audit_events
          WHERE subject_id = ${appointmentId} AND action = 'plan.price-accepted' ORDER BY at`,
    );

  it(
    'charges the sign-up price until the customer accepts the new one; then only visits not charged change',
    async () => {
      const email = 'price.up@example.ng';
      const first = await signUp(email, '9:00 AM');
      const { id } = await planOf(first.appointmentId);
      await extendPlans(visitDeps(), t.clock.now());
      expect(await receiptOf(first.reference, email)).toMatchObject({ plan: { amount: 20000, offeredAmount: null } });
      expect(await staffOffer(id)).toBeNull();

      const told = async () =>
        (await outboxKinds(first.appointmentId)).filter((each) => each === 'plan-price-offered').length;
      await setWeeklyPrice(22000);
      // Told by e-mail through the plan's next visit, once: saving the product again at that price tells nothing.
      expect(await told()).toBe(1);
      await setWeeklyPrice(22000);
      expect(await told()).toBe(1);
      // Offered to the customer and shown to the staff; nothing about the plan changed.
      const offered = await receiptOf(first.reference, email);
      expect(offered.plan).toMatchObject({ amount: 20000, offeredAmount: 22000 });
      expect(await staffOffer(id)).toBe(22000);
      expect(await planAmount(id)).toBe('20000.00');

      // Not accepted yet: the visit due is charged the old price.
      const [, second, third] = await visitsOf(id);
      if (!second || !third) throw new Error('The plan has its next visits');
      t.clock.set('2030-01-14T15:00:00+01:00');
      expect(await charge([second])).toEqual(['charged']);
      expect(await provider.verifyData(`${second.reference}-C1`)).toMatchObject({
        status: 'success',
        amount: 2_000_000,
      });
      // The horizon makes the next visit at the plan's price too.
      await extendPlans(visitDeps(), t.clock.now());
      expect(await amounts(id)).toEqual([
        [1, '20000.00', true],
        [2, '20000.00', true],
        [3, '20000.00', false],
        [4, '20000.00', false],
        [5, '20000.00', false],
      ]);

      // Refusals change nothing: a wrong token, an unknown field, no amount, a price not the catalogue's.
      const { token } = offered.manage;
      expect((await accept(first.reference, { token: 'forged', amount: 22000 })).statusCode).toBe(404);
      expect((await accept(first.reference, { token, amount: 22000, extra: 1 })).statusCode).toBe(400);
      expect((await accept(first.reference, { token })).statusCode).toBe(400);
      const stale = await accept(first.reference, { token, amount: 21000 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toMatch(
        /^The price changed again: it is now NGN\s22,000\.00 per visit\. Look at it again before accepting\.$/,
      );
      expect(await planAmount(id)).toBe('20000.00');
      expect((await amounts(id)).map(([, amount]) => amount)).toEqual(Array(5).fill('20000.00'));

      const accepted = await accept(first.reference, { token, amount: 22000 });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json().message).toBe('Your plan has its new price.');
      expect((accepted.json().booking as Receipt).plan).toMatchObject({ amount: 22000, offeredAmount: null });
      expect(await staffOffer(id)).toBeNull();
      expect(await planAmount(id)).toBe('22000.00');
      // Paid visits keep their price; the ones not charged yet take the new one.
      expect(await amounts(id)).toEqual([
        [1, '20000.00', true],
        [2, '20000.00', true],
        [3, '22000.00', false],
        [4, '22000.00', false],
        [5, '22000.00', false],
      ]);
      expect(await priceAudit(third.id)).toEqual([
        {
          admin_name: 'Chidi Eze (customer)',
          summary: expect.stringMatching(
            /^Chidi Eze accepted the plan's new price: NGN\s22,000\.00 per visit \(was NGN\s20,000\.00\); visits repriced: 2030-01-22 9:00 AM/,
          ),
        },
      ]);
      expect(await priceAudit(second.id)).toEqual([]);

      // Twice: nothing left to accept.
      const again = await accept(first.reference, { token, amount: 22000 });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('There is no new price to accept: your plan has the current price.');

      // The next charge and the visits made from now on are at the new price.
      t.clock.set('2030-01-21T15:00:00+01:00');
      expect(await charge([third])).toEqual(['charged']);
      expect(await provider.verifyData(`${third.reference}-C1`)).toMatchObject({
        status: 'success',
        amount: 2_200_000,
      });
      await extendPlans(visitDeps(), t.clock.now());
      expect((await amounts(id)).at(-1)).toEqual([6, '22000.00', false]);
    },
    SETUP_TIMEOUT_MS,
  );

  it(
    'offers a lower price the same way; a visit being charged keeps its amount; a cancelled plan is offered nothing',
    async () => {
      const email = 'price.down@example.ng';
      const first = await signUp(email, '10:00 AM');
      const { id } = await planOf(first.appointmentId);
      await extendPlans(visitDeps(), t.clock.now());
      const [, second] = await visitsOf(id);
      if (!second) throw new Error('The plan has a second visit');

      await setWeeklyPrice(18000);
      expect(await outboxKinds(first.appointmentId)).toContain('plan-price-offered');
      const offered = await receiptOf(first.reference, email);
      expect(offered.plan).toMatchObject({ amount: 20000, offeredAmount: 18000 });

      // The charging job has claimed the second visit's charge (its answer not in yet) when the customer accepts.
      await t.app.deps.db.transaction((tx) =>
        t.app.deps.plans.startCharge(tx, {
          planId: id,
          appointmentId: second.id,
          attempt: 1,
          reference: `${second.reference}-C1`,
          createdAt: t.clock.now(),
        }),
      );
      const accepted = await accept(first.reference, { token: offered.manage.token, amount: 18000 });
      expect(accepted.statusCode).toBe(200);
      expect(await amounts(id)).toEqual([
        [1, '20000.00', true],
        [2, '20000.00', false],
        [3, '18000.00', false],
        [4, '18000.00', false],
      ]);
      expect(await chargesOf(second.id)).toEqual([
        { attempt: 1, reference: `${second.reference}-C1`, status: 'pending', message: null },
      ]);

      // The catalogue moves again; the plan is cancelled: nothing is offered, and accepting is refused.
      await setWeeklyPrice(25000);
      expect((await receiptOf(first.reference, email)).plan?.offeredAmount).toBe(25000);
      const cancelled = await t.request({
        method: 'POST',
        url: `/api/user/bookings/${first.reference}/plan/cancel`,
        payload: { token: offered.manage.token },
      });
      expect(cancelled.statusCode).toBe(200);
      expect((await receiptOf(first.reference, email)).plan).toMatchObject({
        status: 'cancelled',
        offeredAmount: null,
      });
      expect(await staffOffer(id)).toBeNull();
      const refused = await accept(first.reference, { token: offered.manage.token, amount: 25000 });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('This plan is cancelled.');
      expect(await planAmount(id)).toBe('18000.00');
    },
    SETUP_TIMEOUT_MS,
  );
});
