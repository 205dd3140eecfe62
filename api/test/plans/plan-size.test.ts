/**
 * A plan's new home size from the manage link (docs/PRODUCT.md, "A price that fits the home"), against
 * the real payment sandbox: the weekly service asks for bedrooms and offers the oven (the console's
 * product form); the plan keeps the size it was booked with; a new size reprices and retimes the visits
 * not charged yet, each keeping a crew for its new length, while paid and charged visits keep theirs.
 * Refusals (a price not the quote now, a visit no crew can take for longer, not a plan) change nothing.
 */
import { sql } from 'drizzle-orm';
import type { Product, Receipt, UpdateProductRequest } from '@clean/shared/schemas';
import { extendPlans } from '../../src/services/plan-visits';
import { SETUP_TIMEOUT_MS } from '../helpers/build-app';
import { describeEachDatabase } from '../helpers/database';
import { book, login, products, queryRows, type CatalogueChoice } from '../helpers/fixtures';
import { usePlanSetup } from './plan-setup';

type ServiceInput = NonNullable<UpdateProductRequest['services']>[number];

const BEDROOMS = { name: 'Bedrooms', min: 1, max: 8, included: 2, unitAmount: 7500, unitMinutes: 45 };
const OVEN = { name: 'Inside the oven', amount: 4000, minutes: 30, maxQuantity: 1 };

describeEachDatabase("a plan's home size, changed by its customer", (kind) => {
  const { t, setup, visitDeps, visitsOf, planOf, signUp, receiptOf } = usePlanSetup(kind);
  const ids = { bedrooms: '', oven: '' };
  let oneOff: CatalogueChoice;

  // The weekly service asks for bedrooms and offers the oven; its one-hour length stays (pglite-template.ts).
  beforeAll(async () => {
    const token = await login(t);
    const product = (await products(t)).find((entry) => entry._id === setup.weekly.product) as Product;
    const body: UpdateProductRequest = {
      ...product,
      services: product.services.map((service): ServiceInput =>
        service._id === setup.weekly.service ? { ...service, parameters: [BEDROOMS], extras: [OVEN] } : service,
      ),
    };
    const saved = await t.request({
      method: 'PATCH',
      url: `/api/admin/update-product/${product._id}`,
      token,
      payload: body,
    });
    expect(saved.statusCode).toBe(200);
    const service = (await products(t))
      .find((entry) => entry._id === setup.weekly.product)
      ?.services.find((entry) => entry._id === setup.weekly.service);
    ids.bedrooms = service?.parameters?.[0]?._id ?? '';
    ids.oven = service?.extras?.[0]?._id ?? '';
    const once = service?.frequency.find((entry) => entry.intervalDays === 0);
    if (!service || !once || !ids.bedrooms || !ids.oven) throw new Error('The weekly service is sized and sold once');
    oneOff = { product: setup.weekly.product, service: service._id, frequency: once._id, amount: once.amount };
  }, SETUP_TIMEOUT_MS);

  const bedrooms = (count: number, oven = 0) => ({
    parameters: [{ _id: ids.bedrooms, count }],
    extras: [{ _id: ids.oven, quantity: oven }],
  });
  const resize = (reference: string, payload: Record<string, unknown>) =>
    t.request({ method: 'POST', url: `/api/user/bookings/${reference}/plan/size`, payload });

  /** Each visit: number, amount, minutes, its lines' labels, paid. */
  const visitTerms = (planId: string) =>
    queryRows<{ plan_visit: number; amount: string; minutes: number; lines: string[] | null; payment: boolean }>(
      t.database.handle,
      sql`SELECT plan_visit, amount::text AS amount, duration_minutes AS minutes, payment,
                 (SELECT array_agg(line->>'label') FROM jsonb_array_elements(price_lines) AS line) AS lines
          FROM appointments WHERE plan_id = ${planId} AND deleted_at IS NULL ORDER BY plan_visit`,
    );
  const planTerms = async (planId: string) => {
    const [row] = await queryRows<{ amount: string; minutes: number; size: unknown; lines: number | null }>(
      t.database.handle,
      sql`SELECT amount::text AS amount, duration_minutes AS minutes, size,
                 jsonb_array_length(price_lines) AS lines
          FROM plans WHERE id = ${planId}`,
    );
    return row;
  };
  const sizeAudit = (appointmentId: string) =>
    queryRows<{ admin_name: string; summary: string }>(
      t.database.handle,
      sql`SELECT admin_name, summary FROM audit_events
          WHERE subject_id = ${appointmentId} AND action = 'plan.size-changed' ORDER BY at`,
    );

  it(
    'reprices and retimes the visits not charged yet; paid and charged visits keep theirs; audited',
    async () => {
      const email = 'size.up@example.ng';
      // Three bedrooms: one above the two included (NGN 7,500, 45 minutes: 1 h 45 booked as 2 h).
      const first = await signUp(email, '9:00 AM', undefined, 'Lagos', {
        size: bedrooms(3),
        amount: setup.weekly.amount + 7500,
      });
      const { id } = await planOf(first.appointmentId);
      await extendPlans(visitDeps(), t.clock.now());
      expect(await planTerms(id)).toEqual({
        amount: '27500.00',
        minutes: 120,
        size: bedrooms(3),
        lines: 2,
      });
      const shown = await receiptOf(first.reference, email);
      expect(shown.plan?.size).toEqual(bedrooms(3));
      const { token } = shown.manage;

      // The charging job has claimed the second visit's charge (its answer not in yet).
      const [, second, third, fourth] = await visitsOf(id);
      if (!second || !third || !fourth) throw new Error('The plan has its next visits');
      await t.app.deps.db.transaction((tx) =>
        t.app.deps.plans.startCharge(tx, {
          planId: id,
          appointmentId: second.id,
          attempt: 1,
          reference: `${second.reference}-C1`,
          createdAt: t.clock.now(),
        }),
      );
      const before = await visitTerms(id);

      // Four bedrooms and the oven: NGN 20,000 + 2 × 7,500 + 4,000; 1 h + 2 × 45 min + 30 min = 3 h.
      const size = bedrooms(4, 1);
      const stale = await resize(first.reference, { token, size, amount: 27500 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toMatch(
        /^The price changed: this size is now NGN\s39,000\.00 per visit\. Look at it again before confirming\.$/,
      );
      const outOfBounds = await resize(first.reference, { token, size: bedrooms(9), amount: 72500 });
      expect(outOfBounds.statusCode).toBe(400);
      expect(outOfBounds.json().errors).toEqual([{ field: 'size', message: 'Bedrooms: choose from 1 to 8.' }]);
      expect((await resize(first.reference, { token: 'forged', size, amount: 39000 })).statusCode).toBe(404);
      expect(await visitTerms(id)).toEqual(before);
      expect(await planTerms(id)).toMatchObject({ amount: '27500.00', size: bedrooms(3) });

      const changed = await resize(first.reference, { token, size, amount: 39000 });
      expect(changed.statusCode).toBe(200);
      expect(changed.json().message).toBe(
        'Your plan has its new home size: the visits not charged yet have the new price and length.',
      );
      expect((changed.json().booking as Receipt).plan).toMatchObject({ amount: 39000, size });
      expect(await planTerms(id)).toEqual({ amount: '39000.00', minutes: 180, size, lines: 3 });
      const lines = [expect.stringMatching(/, Weekly$/), '4 bedrooms', 'Inside the oven'];
      const bigger = { amount: '39000.00', minutes: 180, lines: expect.arrayContaining(lines), payment: false };
      expect(await visitTerms(id)).toEqual([
        // Paid, and being charged: as they were.
        before[0],
        before[1],
        { plan_visit: 3, ...bigger },
        { plan_visit: 4, ...bigger },
      ]);

      expect(await sizeAudit(third.id)).toEqual([
        {
          admin_name: 'Chidi Eze (customer)',
          summary: expect.stringMatching(
            /^Chidi Eze changed their plan's home size: NGN\s39,000\.00 and 3 hours per visit \(was NGN\s27,500\.00 and 2 hours\); visits changed: 2030-01-22 9:00 AM/,
          ),
        },
      ]);
      expect(await sizeAudit(first.appointmentId)).toHaveLength(1);
      expect(await sizeAudit(second.id)).toEqual([]);

      // The horizon makes the next visits at the new size.
      t.clock.set('2030-01-15T10:30:00+01:00');
      await extendPlans(visitDeps(), t.clock.now());
      expect((await visitTerms(id)).at(-1)).toEqual({ plan_visit: 5, ...bigger });
    },
    SETUP_TIMEOUT_MS,
  );

  it(
    'refuses a size no crew has time for on one visit, and a booking that is not a plan: nothing changes',
    async () => {
      const email = 'size.full@example.ng';
      const first = await signUp(email, '1:00 PM');
      const { id } = await planOf(first.appointmentId);
      await extendPlans(visitDeps(), t.clock.now());
      const { token } = (await receiptOf(first.reference, email)).manage;
      expect(await planTerms(id)).toMatchObject({ amount: '20000.00', minutes: 60, size: null });

      // Every crew works from 2:00 PM on Tuesday 22 January: the visit of 1:00 PM cannot grow past an hour.
      for (const n of [1, 2, 3]) {
        await book(t, oneOff, { email: `size.busy${n}@example.ng`, date: '2030-01-22', time: '2:00 PM' });
      }
      const before = await visitTerms(id);
      const refused = await resize(first.reference, { token, size: bedrooms(4), amount: 35000 });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        'Your visit on Tuesday, 22 Jan 2030 has no crew free for 2 hours 30 minutes at that time: change its day ' +
          'or time first, or choose a smaller size.',
      );
      expect(await visitTerms(id)).toEqual(before);
      expect(await planTerms(id)).toMatchObject({ amount: '20000.00', minutes: 60, size: null });
      expect(await sizeAudit(first.appointmentId)).toEqual([]);

      // A smaller change fits: each visit keeps its crew for its new length.
      const fits = await resize(first.reference, { token, size: bedrooms(2, 0), amount: 20000 });
      expect(fits.statusCode).toBe(200);
      expect(await planTerms(id)).toMatchObject({ amount: '20000.00', minutes: 60, size: bedrooms(2, 0) });

      // A one-off booking has no plan; a cancelled plan changes no more.
      const single = await book(t, oneOff, { email: 'size.single@example.ng', date: '2030-01-09', time: '9:00 AM' });
      const singleToken = (await receiptOf(single.reference, 'size.single@example.ng')).manage.token;
      const notAPlan = await resize(single.reference, { token: singleToken, size: bedrooms(2), amount: 20000 });
      expect(notAPlan.statusCode).toBe(409);
      expect(notAPlan.json().message).toBe('This booking is not part of a plan.');
      const cancelled = await t.request({
        method: 'POST',
        url: `/api/user/bookings/${first.reference}/plan/cancel`,
        payload: { token },
      });
      expect(cancelled.statusCode).toBe(200);
      const afterCancel = await resize(first.reference, { token, size: bedrooms(3), amount: 27500 });
      expect(afterCancel.statusCode).toBe(409);
      expect(afterCancel.json().message).toBe('This plan is cancelled.');
    },
    SETUP_TIMEOUT_MS,
  );
});
