/**
 * Refunds of a plan's later visits (docs/PRODUCT.md, Recurring plans), against the real payment sandbox:
 * a visit paid by a charge of the saved card, or by a card change, is refunded against the payment that
 * paid it (its own reference at the provider), never the plan's first payment nor the visit's unused
 * reference: the customer's skip, the console's refund, and the refund's webhook finding its booking.
 */
import { MINOR_UNITS_PER_NAIRA } from '@clean/shared/constants';
import type { PlanCardCheckout, Receipt } from '@clean/shared/schemas';
import { sql } from 'drizzle-orm';
import { toKobo } from '../../src/payments/verify-payment';
import { extendPlans } from '../../src/services/plan-visits';
import { SETUP_TIMEOUT_MS } from '../helpers/build-app';
import { describeEachDatabase } from '../helpers/database';
import { login, queryRows } from '../helpers/fixtures';
import { SUCCESS_CARD } from '../payments/sandbox';
import { LATER_DECLINED_CARD, usePlanSetup } from './plan-setup';

describeEachDatabase("refunds of a plan's visits paid after its first payment", (kind) => {
  const { t, provider, setup, visitDeps, charge, visitsOf, planOf, chargesOf, signUp, receiptOf } = usePlanSetup(kind);

  /** A paid weekly sign-up with its later visits made. */
  const planWithVisits = async (email: string, time: string, card = SUCCESS_CARD) => {
    const first = await signUp(email, time, card);
    const plan = await planOf(first.appointmentId);
    await extendPlans(visitDeps(), t.clock.now());
    const [, second, third] = await visitsOf(plan.id);
    if (!second || !third) throw new Error('The plan has visits ahead');
    return { first, second, third };
  };
  const skip = async (reference: string, email: string) => {
    const { token } = (await receiptOf(reference, email)).manage;
    return t.request({ method: 'POST', url: `/api/user/bookings/${reference}/plan/skip`, payload: { token } });
  };
  // A session of the test clock's day.
  const adminRefund = async (appointmentId: string, amount: number) =>
    t.request({
      method: 'POST',
      url: `/api/admin/appointments/${appointmentId}/refund`,
      token: await login(t),
      payload: { amount, note: 'Crew arrived late' },
    });
  /** The refunds the provider holds, as [the transaction they refund, kobo, status]. */
  const providerRefunds = () =>
    [...provider.sandbox.refunds.byId.values()].map((refund) => [
      refund.transaction.reference,
      refund.amount,
      refund.status,
    ]);
  const refundsOf = (appointmentId: string) =>
    queryRows<{ amount: string; status: string; provider_refund_id: string | null }>(
      t.database.handle,
      sql`SELECT amount::text AS amount, status, provider_refund_id FROM refunds WHERE appointment_id = ${appointmentId}`,
    );
  const refundWebhook = (data: object) => {
    const body = JSON.stringify({ event: 'refund.processed', data });
    return t.request({
      method: 'POST',
      url: '/api/payments/webhook',
      payload: body,
      headers: { 'content-type': 'application/json', 'x-paystack-signature': provider.sign(body) },
    });
  };
  const kobo = (naira: number) => Math.round(naira * MINOR_UNITS_PER_NAIRA);

  beforeAll(async () => {
    // A customer may cancel a paid visit until 12 hours before it: after the saved card's charge
    // (24 hours before), so a charged visit can be skipped.
    const policy = await t.request({
      method: 'PUT',
      url: '/api/admin/manage-policy',
      token: setup.adminToken,
      payload: { rescheduleCutoffHours: 24, maxReschedules: 2, cancellationCutoffHours: 12 },
    });
    expect(policy.statusCode).toBe(200);
  }, SETUP_TIMEOUT_MS);

  it(
    "refunds visits paid by the saved card's charges against those charges: the skip and the console's refund",
    async () => {
      const email = 'charged.refund@example.ng';
      const { first, second, third } = await planWithVisits(email, '9:00 AM');

      // The day before, the saved card pays the second visit under a reference of its own.
      t.clock.set('2030-01-14T10:00:00+01:00');
      expect(await charge([second])).toEqual(['charged']);
      const [secondCharge] = await chargesOf(second.id);
      expect(secondCharge).toMatchObject({ reference: `${second.reference}-C1`, status: 'success' });
      const before = providerRefunds().length;

      // The customer skips it: its whole price back, from that charge.
      const skipped = await skip(second.reference, email);
      expect(skipped.statusCode).toBe(200);
      expect((skipped.json().booking as Receipt).refund).toEqual({ status: 'pending', amount: 20000 });
      expect(providerRefunds().slice(before)).toEqual([[secondCharge?.reference, kobo(20000), 'pending']]);
      const [asked] = await refundsOf(second.id);
      expect(asked).toMatchObject({ amount: '20000.00', status: 'pending', provider_refund_id: expect.any(String) });
      // The plan's first payment is untouched.
      expect(providerRefunds().filter(([reference]) => reference === first.reference)).toEqual([]);

      // The provider's webhook names the charge's reference: it settles the refund of that visit.
      const processed = await refundWebhook({
        id: Number(asked?.provider_refund_id),
        transaction_reference: secondCharge?.reference,
        amount: kobo(20000),
        status: 'processed',
      });
      expect(processed.statusCode).toBe(200);
      expect(await refundsOf(second.id)).toEqual([expect.objectContaining({ status: 'processed' })]);

      // The third visit, charged in its turn, refunded in part from the console: from its charge too.
      t.clock.set('2030-01-21T10:00:00+01:00');
      expect(await charge([third])).toEqual(['charged']);
      const [thirdCharge] = await chargesOf(third.id);
      const refunded = await adminRefund(third.id, 5000);
      expect(refunded.statusCode).toBe(200);
      expect(await refundsOf(third.id)).toEqual([expect.objectContaining({ amount: '5000.00', status: 'pending' })]);
      expect(providerRefunds().slice(before + 1)).toEqual([[thirdCharge?.reference, kobo(5000), 'pending']]);

      // A webhook that outran the refund's id (found by the payment's reference and amount) settles it.
      await t.database.handle.db.execute(
        sql`UPDATE refunds SET provider_refund_id = NULL WHERE appointment_id = ${third.id}`,
      );
      const outran = await refundWebhook({
        id: 987654,
        transaction_reference: thirdCharge?.reference,
        amount: kobo(5000),
        status: 'processed',
      });
      expect(outran.statusCode).toBe(200);
      expect(await refundsOf(third.id)).toEqual([
        { amount: '5000.00', status: 'processed', provider_refund_id: '987654' },
      ]);
      expect(providerRefunds().filter(([reference]) => reference === first.reference)).toEqual([]);
    },
    SETUP_TIMEOUT_MS,
  );

  it(
    'refunds a visit paid by a card change against that payment',
    async () => {
      const email = 'changed.refund@example.ng';
      const { first, second } = await planWithVisits(email, '2:00 PM', LATER_DECLINED_CARD);
      // The saved card is refused twice: the customer pays the visit with a new card.
      t.clock.set('2030-01-14T14:30:00+01:00');
      expect(await charge([second])).toEqual(['refused']);
      t.clock.set('2030-01-14T18:45:00+01:00');
      expect(await charge([second])).toEqual(['waiting-for-payment']);
      const { token } = (await receiptOf(second.reference, email)).manage;
      const started = await t.request({
        method: 'POST',
        url: `/api/user/bookings/${second.reference}/plan/card`,
        payload: { token, consent: true },
      });
      expect(started.statusCode).toBe(200);
      const checkout = started.json() as PlanCardCheckout;
      const accessCode = await provider.initialize({
        reference: checkout.reference,
        amount: toKobo(checkout.amount),
        email: checkout.email,
        metadata: { appointmentId: checkout.appointmentId },
      });
      await provider.payWithCard(accessCode, SUCCESS_CARD);
      const verified = await t.request({
        method: 'POST',
        url: `/api/user/bookings/${second.reference}/plan/card/verify`,
        payload: { token, reference: checkout.reference },
      });
      expect(verified.json().booking).toMatchObject({ status: 'paid' });
      const before = providerRefunds().length;

      const skipped = await skip(second.reference, email);
      expect(skipped.statusCode).toBe(200);
      expect((skipped.json().booking as Receipt).refund).toEqual({ status: 'pending', amount: 20000 });
      expect(providerRefunds().slice(before)).toEqual([[`${second.reference}-K1`, kobo(20000), 'pending']]);
      expect(providerRefunds().filter(([reference]) => reference === first.reference)).toEqual([]);
    },
    SETUP_TIMEOUT_MS,
  );
});
