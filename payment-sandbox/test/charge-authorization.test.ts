import { sign } from '../src/webhooks';
import {
  LATER_DECLINED_CARD,
  LATER_INSUFFICIENT_CARD,
  PUBLIC_KEY,
  SECRET_KEY,
  SUCCESS_CARD,
  inlineBody,
  sandboxApps,
  webhookReceiver,
} from './helpers';

/**
 * Charging a saved card (Paystack's charge authorization): the first payment's verify answer carries
 * a reusable authorization; a later charge of it with the merchant's reference succeeds or fails as the
 * first payment's test card says, and its signed webhook follows.
 */
describe('charge authorization', () => {
  let apps: ReturnType<typeof sandboxApps>;
  let receiver: Awaited<ReturnType<typeof webhookReceiver>>;
  beforeAll(async () => {
    receiver = await webhookReceiver();
    apps = sandboxApps({ webhookUrl: receiver.url });
  });
  afterAll(async () => {
    await apps.close();
    await receiver.server.close();
  });

  const secret = { authorization: `Bearer ${SECRET_KEY}` };
  /** Pays `ref` in the checkout with `card`; answers the authorization of the verify answer. */
  async function firstPayment(ref: string, card: typeof SUCCESS_CARD, email = 'ada@example.com') {
    const params = inlineBody({ ref, email });
    const { accessCode } = (
      await apps.checkout.inject({ method: 'POST', url: '/checkout/transaction', payload: { params } })
    ).json().data;
    await apps.checkout.inject({ method: 'POST', url: '/checkout/charge', payload: { accessCode, ...card } });
    const verified = await apps.api.inject({ url: `/transaction/verify/${ref}`, headers: secret });
    // Its own charge.success is delivered before the test looks at the later charge's.
    await Promise.all(apps.sandbox.pending);
    return verified.json().data.authorization as Record<string, unknown>;
  }
  const chargeAuthorization = (body: Record<string, unknown>, headers: Record<string, string> = secret) =>
    apps.api.inject({ method: 'POST', url: '/transaction/charge_authorization', headers, payload: body });

  it('answers a reusable authorization on verify and charges it once per reference, with charge.success', async () => {
    const authorization = await firstPayment('first-1', SUCCESS_CARD);
    expect(authorization).toMatchObject({
      authorization_code: expect.stringMatching(/^AUTH_/),
      reusable: true,
      last4: '4081',
      channel: 'card',
    });
    receiver.received.length = 0;
    const body = {
      email: 'ada@example.com',
      amount: 2000000,
      authorization_code: authorization.authorization_code,
      reference: 'visit-2',
    };
    const charged = await chargeAuthorization(body);
    expect(charged.statusCode).toBe(200);
    expect(charged.json()).toMatchObject({
      status: true,
      message: 'Charge attempted',
      data: { status: 'success', reference: 'visit-2', amount: 2000000, gateway_response: 'Successful' },
    });
    expect(charged.json().data.authorization.authorization_code).toBe(authorization.authorization_code);
    // The same reference again charges nothing.
    const repeat = await chargeAuthorization(body);
    expect(repeat.statusCode).toBe(400);
    expect(repeat.json()).toEqual({ status: false, message: 'Duplicate Transaction Reference' });
    // The merchant can verify the charge by its reference, and hears of it by a signed webhook.
    const verified = await apps.api.inject({ url: '/transaction/verify/visit-2', headers: secret });
    expect(verified.json().data).toMatchObject({ status: 'success', amount: 2000000 });
    await Promise.all(apps.sandbox.pending);
    expect(receiver.received).toHaveLength(1);
    const [delivery] = receiver.received;
    expect(delivery?.signature).toBe(sign(delivery?.raw ?? '', SECRET_KEY));
    expect(JSON.parse(delivery?.raw ?? '')).toMatchObject({ event: 'charge.success', data: { reference: 'visit-2' } });
  });

  it("declines, or fails for insufficient funds, as the first payment's test card says, with charge.failed", async () => {
    for (const [card, words, ref] of [
      [LATER_DECLINED_CARD, 'Declined', 'declined'],
      [LATER_INSUFFICIENT_CARD, 'Insufficient Funds', 'broke'],
    ] as const) {
      const authorization = await firstPayment(`first-${ref}`, card);
      receiver.received.length = 0;
      const charged = await chargeAuthorization({
        email: 'ada@example.com',
        amount: 2000000,
        authorization_code: authorization.authorization_code,
        reference: `visit-${ref}`,
      });
      expect(charged.statusCode).toBe(200);
      expect(charged.json().data).toMatchObject({ status: 'failed', gateway_response: words });
      await Promise.all(apps.sandbox.pending);
      expect(receiver.received.map((delivery) => JSON.parse(delivery.raw).event)).toEqual(['charge.failed']);
    }
  });

  it('refuses a wrong key, an unknown code, another e-mail and a bad amount, charging nothing', async () => {
    const authorization = await firstPayment('first-refusals', SUCCESS_CARD, 'chi@example.com');
    const code = authorization.authorization_code;
    const body = { email: 'chi@example.com', amount: 500000, authorization_code: code, reference: 'refused' };
    for (const [request, status, message] of [
      [chargeAuthorization(body, { authorization: `Bearer ${PUBLIC_KEY}` }), 401, 'Invalid key'],
      [chargeAuthorization({ ...body, authorization_code: 'AUTH_nothing' }), 400, 'Invalid authorization code'],
      [
        chargeAuthorization({ ...body, email: 'ada@example.com' }),
        400,
        'Authorization code is not valid for this email',
      ],
      [chargeAuthorization({ ...body, amount: 0 }), 400, 'Invalid Amount Sent'],
    ] as const) {
      const response = await request;
      expect([response.statusCode, response.json().message]).toEqual([status, message]);
    }
    const unknown = await apps.api.inject({ url: '/transaction/verify/refused', headers: secret });
    expect(unknown.statusCode).toBe(400);
  });
});
