/**
 * Payments verified with the real payment sandbox (started in-process on a loopback port): the record
 * call after the popup's success, and the provider's signed webhook.
 */
import { createServer } from 'node:net';
import { MINOR_UNITS_PER_NAIRA } from '@clean/shared/constants';
import { sql } from 'drizzle-orm';
import { useTestApp, type TestApp } from '../helpers/build-app';
import { describeEachDatabase, type DatabaseKind } from '../helpers/database';
import {
  book,
  expectErrorEnvelope,
  firstChoice,
  queryRows,
  registerAdmin,
  snapshot,
  type CatalogueChoice,
} from '../helpers/fixtures';
import { DECLINED_CARD, usePaymentSandbox, type PaymentSandbox } from './sandbox';

const DATE = '2030-01-15';

/** Bookings of one suite, each in a free slot of DATE (12 hours × 3 crews). */
function bookings(t: TestApp) {
  let count = 0;
  let choice: CatalogueChoice | undefined;
  return async () => {
    choice ??= await firstChoice(t);
    const hour = 6 + (count % 12);
    count += 1;
    const time = `${hour > 12 ? hour - 12 : hour}:00 ${hour >= 12 ? 'PM' : 'AM'}`;
    const answer = await book(t, choice, { date: DATE, time });
    return {
      answer,
      amountKobo: Math.round(answer.amount * MINOR_UNITS_PER_NAIRA),
      record: {
        time,
        date: DATE,
        service: choice.service,
        frequency: choice.frequency,
        appointmentId: answer.appointmentId,
        reference: answer.reference,
      },
    };
  };
}

async function isPaid(t: TestApp, id: string): Promise<boolean> {
  const result = await t.database.handle.db.execute(sql`SELECT payment FROM appointments WHERE id = ${id}`);
  const row = (result as unknown as { rows: { payment: boolean }[] }).rows[0];
  if (!row) throw new Error(`No appointment ${id}`);
  return row.payment;
}

const recordCall = (t: TestApp, payload: object) =>
  t.request({ method: 'POST', url: '/api/user/appointments', payload });

describeEachDatabase('POST /api/user/appointments verified with the payment provider', (kind: DatabaseKind) => {
  const provider = usePaymentSandbox();
  const t = useTestApp(kind, { env: provider.env });
  const newBooking = bookings(t);

  it('marks the appointment paid once the provider confirms the payment', async () => {
    const { answer, amountKobo, record } = await newBooking();
    expect(answer.amount).toBeGreaterThan(0);
    await provider.pay({ reference: answer.reference, amount: amountKobo });
    expect(await isPaid(t, answer.appointmentId)).toBe(false);

    const response = await recordCall(t, record);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      status: 'paid',
      message: 'Payment confirmed. Your appointment is booked.',
    });
    expect(await isPaid(t, answer.appointmentId)).toBe(true);
  });

  it('is idempotent: a repeat call for a paid appointment answers success and changes nothing', async () => {
    const { answer, amountKobo, record } = await newBooking();
    await provider.pay({ reference: answer.reference, amount: amountKobo });
    expect((await recordCall(t, record)).statusCode).toBe(200);
    const before = await snapshot(t.database.handle);
    for (let i = 0; i < 2; i += 1) {
      const again = await recordCall(t, record);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({
        success: true,
        status: 'paid',
        message: expect.stringMatching(/already recorded/),
      });
    }
    expect(await snapshot(t.database.handle)).toEqual(before);
    expect(await isPaid(t, answer.appointmentId)).toBe(true);
  });

  it('refuses a payment of another amount (a transaction initialized for less) and changes nothing', async () => {
    const { answer, amountKobo, record } = await newBooking();
    await provider.pay({ reference: answer.reference, amount: amountKobo - 100 });
    const before = await snapshot(t.database.handle);
    const response = await recordCall(t, record);
    expectErrorEnvelope(response, 409);
    expect(response.json().message).toMatch(/amount paid does not match/);
    expect(await snapshot(t.database.handle)).toEqual(before);
    expect(await isPaid(t, answer.appointmentId)).toBe(false);
  });

  it('refuses a payment of the right number in another currency', async () => {
    const { answer, amountKobo, record } = await newBooking();
    await provider.pay({ reference: answer.reference, amount: amountKobo, currency: 'USD' });
    const response = await recordCall(t, record);
    expectErrorEnvelope(response, 409);
    expect(response.json().message).toMatch(/USD, not NGN/);
    expect(await isPaid(t, answer.appointmentId)).toBe(false);
  });

  it("refuses the reference of another appointment's payment, leaving both unpaid", async () => {
    const mine = await newBooking();
    const other = await newBooking();
    await provider.pay({ reference: other.answer.reference, amount: other.amountKobo });
    const before = await snapshot(t.database.handle);
    const response = await recordCall(t, { ...mine.record, reference: other.answer.reference });
    expectErrorEnvelope(response, 409);
    expect(await snapshot(t.database.handle)).toEqual(before);
    expect(await isPaid(t, mine.answer.appointmentId)).toBe(false);
    expect(await isPaid(t, other.answer.appointmentId)).toBe(false);
  });

  it("refuses a payment whose metadata names another appointment, even with this appointment's reference", async () => {
    const mine = await newBooking();
    const other = await newBooking();
    await provider.pay({
      reference: mine.answer.reference,
      amount: mine.amountKobo,
      metadata: { appointmentId: other.answer.appointmentId },
    });
    const response = await recordCall(t, mine.record);
    expectErrorEnvelope(response, 409);
    expect(response.json().message).toMatch(/belongs to another appointment/);
    expect(await isPaid(t, mine.answer.appointmentId)).toBe(false);
  });

  it('accepts a payment whose metadata names this appointment', async () => {
    const { answer, amountKobo, record } = await newBooking();
    await provider.pay({
      reference: answer.reference,
      amount: amountKobo,
      metadata: JSON.stringify({ appointmentId: answer.appointmentId, referrer: 'http://localhost:3000/booking' }),
    });
    expect((await recordCall(t, record)).statusCode).toBe(200);
    expect(await isPaid(t, answer.appointmentId)).toBe(true);
  });

  it('refuses a reference the provider does not know (never paid) and changes nothing', async () => {
    const { answer, record } = await newBooking();
    const before = await snapshot(t.database.handle);
    const response = await recordCall(t, record);
    expectErrorEnvelope(response, 409);
    expect(response.json().message).toMatch(/No payment was found for this reference/);
    expect(await snapshot(t.database.handle)).toEqual(before);
    expect(await isPaid(t, answer.appointmentId)).toBe(false);
  });

  it('refuses a payment that was declined or never completed, then accepts it once paid', async () => {
    const { answer, amountKobo, record } = await newBooking();
    const accessCode = await provider.initialize({ reference: answer.reference, amount: amountKobo });
    const open = await recordCall(t, record);
    expectErrorEnvelope(open, 409);
    expect(open.json().message).toMatch(/not complete \(status: abandoned\)/);

    await provider.payWithCard(accessCode, DECLINED_CARD);
    const declined = await recordCall(t, record);
    expectErrorEnvelope(declined, 409);
    expect(declined.json().message).toMatch(/not complete \(status: failed\)/);
    expect(await isPaid(t, answer.appointmentId)).toBe(false);

    await provider.payWithCard(accessCode);
    expect((await recordCall(t, record)).statusCode).toBe(200);
    expect(await isPaid(t, answer.appointmentId)).toBe(true);
  });
});

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('No port');
  return address.port;
}

describeEachDatabase('POST /api/user/appointments when the provider cannot answer', (kind: DatabaseKind) => {
  const provider = usePaymentSandbox();
  const unreachableEnv: Record<string, string> = {};
  const wrongKeyEnv: Record<string, string> = {};
  beforeAll(async () => {
    Object.assign(unreachableEnv, provider.env, { PAYMENT_API_URL: `http://127.0.0.1:${await closedPort()}` });
    Object.assign(wrongKeyEnv, provider.env, { PAYMENT_SECRET_KEY: 'sk_test_not_the_merchants' });
  });
  const unreachable = useTestApp(kind, { env: unreachableEnv });
  const wrongKey = useTestApp(kind, { env: wrongKeyEnv });

  it.each([
    ['unreachable', unreachable],
    ['refusing the secret key', wrongKey],
  ])('answers 502 when the provider is %s, and changes nothing', async (_name, t) => {
    const { answer, amountKobo, record } = await bookings(t)();
    await provider.pay({ reference: answer.reference, amount: amountKobo });
    const before = await snapshot(t.database.handle);
    const response = await recordCall(t, record);
    expectErrorEnvelope(response, 502);
    expect(response.json().message).toMatch(/could not reach the payment provider/);
    expect(await snapshot(t.database.handle)).toEqual(before);
  });
});

describeEachDatabase('POST /api/payments/webhook', (kind: DatabaseKind) => {
  const provider: PaymentSandbox = usePaymentSandbox();
  const t = useTestApp(kind, { env: provider.env });
  const newBooking = bookings(t);
  let webhookUrl = '';

  beforeAll(async () => {
    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    webhookUrl = `${base}/api/payments/webhook`;
  });

  afterEach(async () => {
    await provider.settled();
    provider.sendWebhooksTo('');
  });

  /** The provider's `charge.success` body for a reference, as the sandbox sends it. */
  async function chargeSuccessBody(reference: string): Promise<string> {
    return JSON.stringify({ event: 'charge.success', data: await provider.verifyData(reference) });
  }

  const postWebhook = (body: string, signature: string | undefined) =>
    t.request({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json',
        ...(signature === undefined ? {} : { 'x-paystack-signature': signature }),
      },
      payload: body,
    });

  it('marks the appointment paid from the webhook alone, when the browser never sends the record call', async () => {
    const { answer, amountKobo, record } = await newBooking();
    provider.sendWebhooksTo(webhookUrl);
    await provider.pay({ reference: answer.reference, amount: amountKobo });
    await provider.settled();
    const deliveries = provider.sandbox.webhooks.deliveries.filter((d) => d.reference === answer.reference);
    expect(deliveries).toEqual([expect.objectContaining({ event: 'charge.success', statusCode: 200, attempt: 1 })]);
    expect(await isPaid(t, answer.appointmentId)).toBe(true);

    // The browser's late record call finds it paid.
    const late = await recordCall(t, record);
    expect(late.statusCode).toBe(200);
    expect(late.json().message).toMatch(/already recorded/);
  });

  it('a replayed webhook is harmless: answered, nothing changed', async () => {
    const { answer, amountKobo } = await newBooking();
    await provider.pay({ reference: answer.reference, amount: amountKobo });
    const body = await chargeSuccessBody(answer.reference);
    const first = await postWebhook(body, provider.sign(body));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, message: 'Payment confirmed. Your appointment is booked.' });
    const after = await snapshot(t.database.handle);
    for (let i = 0; i < 3; i += 1) {
      const replay = await postWebhook(body, provider.sign(body));
      expect(replay.statusCode).toBe(200);
      expect(replay.json().message).toMatch(/already recorded/);
    }
    expect(await snapshot(t.database.handle)).toEqual(after);
    expect(await isPaid(t, answer.appointmentId)).toBe(true);
  });

  it('refuses a forged, missing or stale signature with 401 and changes nothing', async () => {
    const { answer, amountKobo } = await newBooking();
    await provider.pay({ reference: answer.reference, amount: amountKobo });
    const body = await chargeSuccessBody(answer.reference);
    const reformatted = JSON.stringify(JSON.parse(body), null, 2); // same JSON, other bytes
    const before = await snapshot(t.database.handle);
    const attempts: [string, string | undefined][] = [
      [body, undefined],
      [body, ''],
      [body, provider.sign(body, 'sk_test_forged')],
      [body, provider.sign(body).slice(0, 64)],
      [body, provider.sign(body).replace(/^./, (c) => (c === '0' ? '1' : '0'))],
      [reformatted, provider.sign(body)],
    ];
    for (const [payload, signature] of attempts) {
      const response = await postWebhook(payload, signature);
      expectErrorEnvelope(response, 401);
      expect(response.json().message).toMatch(/signature/);
    }
    expect(await snapshot(t.database.handle)).toEqual(before);
    expect(await isPaid(t, answer.appointmentId)).toBe(false);
    // The same payment with its true signature is accepted.
    expect((await postWebhook(body, provider.sign(body))).statusCode).toBe(200);
    expect(await isPaid(t, answer.appointmentId)).toBe(true);
  });

  it('verifies with the provider rather than trusting the body: a signed claim of success is checked', async () => {
    const { answer, amountKobo } = await newBooking();
    await provider.initialize({ reference: answer.reference, amount: amountKobo }); // never paid
    const data = { ...(await provider.verifyData(answer.reference)), status: 'success' };
    const body = JSON.stringify({ event: 'charge.success', data });
    const before = await snapshot(t.database.handle);
    const response = await postWebhook(body, provider.sign(body));
    expectErrorEnvelope(response, 409);
    expect(response.json().message).toMatch(/not complete/);
    expect(await snapshot(t.database.handle)).toEqual(before);
  });

  it("refuses the sandbox's own webhook for a payment of another amount", async () => {
    const { answer, amountKobo } = await newBooking();
    provider.sendWebhooksTo(webhookUrl);
    const before = await snapshot(t.database.handle);
    await provider.pay({ reference: answer.reference, amount: amountKobo + 100 });
    await provider.settled();
    const deliveries = provider.sandbox.webhooks.deliveries.filter((d) => d.reference === answer.reference);
    expect(deliveries).toEqual([expect.objectContaining({ statusCode: 409 })]);
    expect(await snapshot(t.database.handle)).toEqual(before);
  });

  it('answers 404 for a reference of no appointment, acknowledges other events, 400 for a bad body', async () => {
    await provider.pay({ reference: 'CLN-NOT-OURS-0001', amount: 500000 });
    const before = await snapshot(t.database.handle);
    const unknown = await chargeSuccessBody('CLN-NOT-OURS-0001');
    expectErrorEnvelope(await postWebhook(unknown, provider.sign(unknown)), 404);

    const transfer = JSON.stringify({ event: 'transfer.success', data: { reference: 'x' } });
    const ignored = await postWebhook(transfer, provider.sign(transfer));
    expect(ignored.statusCode).toBe(200);
    expect(ignored.json()).toEqual({ success: true, message: expect.stringMatching(/transfer\.success/) });

    for (const bad of ['not json', '[]', JSON.stringify({ event: 'charge.success', data: {} })]) {
      expectErrorEnvelope(await postWebhook(bad, provider.sign(bad)), 400);
    }
    expect(await snapshot(t.database.handle)).toEqual(before);
  });
});

describeEachDatabase('late payments and bank transfers, with the provider and its webhook', (kind: DatabaseKind) => {
  const provider: PaymentSandbox = usePaymentSandbox();
  // One crew per slot: a held or paid booking fills its slot.
  const env: Record<string, string> = {};
  beforeAll(() => {
    Object.assign(env, provider.env, { CREWS_PER_SLOT: '1' });
  });
  const t = useTestApp(kind, { env });
  let choice: CatalogueChoice;
  let token: string;
  let hour = 5;

  beforeAll(async () => {
    choice = await firstChoice(t);
    token = await registerAdmin(t);
    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    provider.sendWebhooksTo(`${base}/api/payments/webhook`);
  });

  afterEach(() => provider.settled());

  function freshSlot() {
    hour += 1;
    return { date: '2030-01-16', time: `${hour > 12 ? hour - 12 : hour}:00 ${hour >= 12 ? 'PM' : 'AM'}` };
  }

  const kobo = (naira: number) => Math.round(naira * MINOR_UNITS_PER_NAIRA);

  async function state(id: string) {
    const [row] = await queryRows<{ payment: boolean; cancelled: boolean; needs_attention: boolean; reason: string }>(
      t.database.handle,
      sql`SELECT payment, cancelled, needs_attention, attention_reason AS reason FROM appointments WHERE id = ${id}`,
    );
    return row;
  }

  async function offered(slot: { date: string; time: string }): Promise<boolean> {
    const response = await t.request({ method: 'GET', url: '/api/admin/availability?location=Lagos' });
    const day = (response.json() as { date: string; availableTimes: string[] }[]).find((d) => d.date === slot.date);
    return day?.availableTimes.includes(slot.time) ?? false;
  }

  const deliveriesFor = (reference: string) =>
    provider.sandbox.webhooks.deliveries.filter((delivery) => delivery.reference === reference);

  it('the webhook of a payment made after the hold ran out revives the booking while its crew is free', async () => {
    const slot = freshSlot();
    const answer = await book(t, choice, slot);
    t.clock.advanceHours(0.5);
    expect(await offered(slot)).toBe(true);
    await provider.pay({ reference: answer.reference, amount: kobo(answer.amount) });
    await provider.settled();
    expect(deliveriesFor(answer.reference)).toEqual([expect.objectContaining({ statusCode: 200 })]);
    expect(await state(answer.appointmentId)).toEqual({
      payment: true,
      cancelled: false,
      needs_attention: false,
      reason: null,
    });
    expect(await offered(slot)).toBe(false);
  });

  it('the webhook of a late payment whose crew went to someone else records it and flags it', async () => {
    const slot = freshSlot();
    const late = await book(t, choice, slot);
    t.clock.advanceHours(0.5);
    const other = await book(t, choice, { ...slot, email: 'amaka@example.ng' });
    await provider.pay({ reference: late.reference, amount: kobo(late.amount) });
    await provider.settled();
    // Acknowledged (200): the provider must not retry a payment that is recorded.
    expect(deliveriesFor(late.reference)).toEqual([expect.objectContaining({ statusCode: 200 })]);
    expect(await state(late.appointmentId)).toEqual({
      payment: true,
      cancelled: false,
      needs_attention: true,
      reason: 'slot-taken',
    });
    expect(await state(other.appointmentId)).toMatchObject({ payment: false, needs_attention: false });
  });

  it('the webhook of a payment for a cancelled booking records it and flags it', async () => {
    const answer = await book(t, choice, freshSlot());
    const cancelled = await t.request({
      method: 'POST',
      url: '/api/admin/cancel-appointment',
      payload: { appointmentId: answer.appointmentId },
      token,
    });
    expect(cancelled.statusCode).toBe(200);
    await provider.pay({ reference: answer.reference, amount: kobo(answer.amount) });
    await provider.settled();
    expect(deliveriesFor(answer.reference)).toEqual([expect.objectContaining({ statusCode: 200 })]);
    expect(await state(answer.appointmentId)).toEqual({
      payment: true,
      cancelled: true,
      needs_attention: true,
      reason: 'cancelled',
    });
  });

  const deleteBooking = async (appointmentId: string) => {
    const deleted = await t.request({ method: 'DELETE', url: `/api/admin/delete-appointment/${appointmentId}`, token });
    expect(deleted.statusCode).toBe(200);
  };

  async function flaggedReasons(): Promise<Record<string, string | null>> {
    const response = await t.request({ method: 'GET', url: '/api/admin/needs-attention', token });
    expect(response.statusCode).toBe(200);
    const { appointments } = response.json() as { appointments: { _id: string; attentionReason: string | null }[] };
    return Object.fromEntries(appointments.map((row) => [row._id, row.attentionReason]));
  }

  it('the webhook of a payment for a deleted booking records it and lists it under needs attention', async () => {
    const answer = await book(t, choice, freshSlot());
    await deleteBooking(answer.appointmentId);
    await provider.pay({ reference: answer.reference, amount: kobo(answer.amount) });
    await provider.settled();
    // Acknowledged (200): the payment is recorded, the provider must not retry it.
    expect(deliveriesFor(answer.reference)).toEqual([expect.objectContaining({ statusCode: 200 })]);
    expect(await state(answer.appointmentId)).toEqual({
      payment: true,
      cancelled: false,
      needs_attention: true,
      reason: 'deleted',
    });
    expect((await flaggedReasons())[answer.appointmentId]).toBe('deleted');

    // Marked refunded, it leaves the list and stays deleted.
    const refunded = await t.request({
      method: 'POST',
      url: `/api/admin/needs-attention/${answer.appointmentId}/refund`,
      payload: { note: 'Sent back by bank transfer' },
      token,
    });
    expect(refunded.statusCode).toBe(200);
    expect((await flaggedReasons())[answer.appointmentId]).toBeUndefined();
    const view = await t.request({ method: 'GET', url: `/api/admin/appointments/${answer.appointmentId}`, token });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ deletedAt: expect.any(String), appointment: { needsAttention: false } });
  });

  it('the record call for a deleted booking records the payment and says the company will call', async () => {
    const slot = freshSlot();
    const answer = await book(t, choice, slot);
    await deleteBooking(answer.appointmentId);
    await provider.pay({ reference: answer.reference, amount: kobo(answer.amount) });
    const response = await t.request({
      method: 'POST',
      url: '/api/user/appointments',
      payload: {
        ...slot,
        service: choice.service,
        frequency: choice.frequency,
        appointmentId: answer.appointmentId,
        reference: answer.reference,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      status: 'needs-attention',
      message: expect.stringMatching(
        /^(We received your payment, but this booking had been removed|Your payment was already recorded)\. Your payment is safe: we will call you/,
      ),
    });
    await provider.settled();
    expect(await state(answer.appointmentId)).toMatchObject({
      payment: true,
      needs_attention: true,
      reason: 'deleted',
    });

    // Rebooked, the booking comes back with its payment.
    const rebooked = await t.request({
      method: 'POST',
      url: `/api/admin/needs-attention/${answer.appointmentId}/rebook`,
      payload: { location: 'Lagos', ...freshSlot() },
      token,
    });
    expect(rebooked.statusCode).toBe(200);
    const view = await t.request({ method: 'GET', url: `/api/admin/appointments/${answer.appointmentId}`, token });
    expect(view.statusCode).toBe(200);
    expect(await state(answer.appointmentId)).toMatchObject({ payment: true, needs_attention: false });
  });

  it('a pending bank transfer holds the slot for 60 minutes, then its webhook marks the booking paid', async () => {
    const slot = freshSlot();
    const answer = await book(t, choice, slot);
    await provider.startTransfer({ reference: answer.reference, amount: kobo(answer.amount) });
    expect((await provider.verifyData(answer.reference)).status).toBe('pending');

    const response = await t.request({
      method: 'POST',
      url: '/api/user/appointments/transfer-pending',
      payload: { appointmentId: answer.appointmentId, reference: answer.reference },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      status: 'awaiting-payment',
      holdExpiresAt: new Date(t.clock.now().getTime() + 60 * 60_000).toISOString(),
    });

    t.clock.advanceHours(0.75); // past the 15-minute hold, within the transfer's 60
    expect(await offered(slot)).toBe(false);
    const receipt = (contact: string) =>
      t.request({ method: 'GET', url: `/api/user/bookings/${answer.reference}?contact=${contact}` });
    expect((await receipt('chidi.eze@example.ng')).json().booking.status).toBe('awaiting-payment');

    await provider.confirmTransfer(answer.reference);
    await provider.settled();
    expect(deliveriesFor(answer.reference)).toEqual([expect.objectContaining({ statusCode: 200 })]);
    expect(await state(answer.appointmentId)).toMatchObject({ payment: true, needs_attention: false });
    expect((await receipt('08031234567')).json().booking).toMatchObject({
      status: 'paid',
      paidAt: t.clock.now().toISOString(),
      holdExpiresAt: null,
    });
  });

  it('refuses to extend the hold when the provider has no pending transfer for the booking', async () => {
    const answer = await book(t, choice, freshSlot());
    await provider.initialize({ reference: answer.reference, amount: kobo(answer.amount) }); // popup opened only
    const before = await snapshot(t.database.handle);
    const response = await t.request({
      method: 'POST',
      url: '/api/user/appointments/transfer-pending',
      payload: { appointmentId: answer.appointmentId, reference: answer.reference },
    });
    expectErrorEnvelope(response, 409);
    expect(response.json().message).toMatch(/pending bank transfer.*status: abandoned/);
    expect(await snapshot(t.database.handle)).toEqual(before);
  });
});
