import { sign } from '../src/webhooks';
import {
  DECLINED_CARD,
  PUBLIC_KEY,
  SECRET_KEY,
  SUCCESS_CARD,
  inlineBody,
  sandboxApps,
  webhookReceiver,
} from './helpers';

describe('checkout host', () => {
  let apps: ReturnType<typeof sandboxApps>;
  afterEach(() => apps.close());

  const post = (url: string, payload: Record<string, unknown>) =>
    apps.checkout.inject({ method: 'POST', url, payload });
  const verify = (reference: string) =>
    apps.api.inject({ url: `/transaction/verify/${reference}`, headers: { authorization: `Bearer ${SECRET_KEY}` } });

  describe('without webhooks', () => {
    beforeEach(() => {
      apps = sandboxApps();
    });

    it('serves the checkout page at /popup and at an access code, frameable by merchant pages', async () => {
      for (const url of ['/popup', '/abc123']) {
        const response = await apps.checkout.inject({ url });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toContain('text/html');
        expect(response.headers['x-frame-options']).toBeUndefined();
        expect(response.body).toContain('id="card-number"');
        expect(response.body).toContain("toPage('loaded:checkout')");
        expect(response.body).toContain('4084 0840 8408 4081');
      }
    });

    it('creates the transaction from the inline:url parameters, then resumes it by access code', async () => {
      const created = await post('/checkout/transaction', { params: inlineBody({ label: 'Ada O.' }) });
      expect(created.json()).toMatchObject({
        status: true,
        data: {
          id: expect.any(Number),
          accessCode: expect.any(String),
          reference: 'ref-1',
          amount: 1500000,
          currency: 'NGN',
          label: 'Ada O.',
          customer: { email: 'ada@example.com', customer_code: expect.stringMatching(/^CUS_/) },
        },
      });
      const { accessCode, id } = created.json().data;
      const resumed = await post('/checkout/transaction', { accessCode });
      expect(resumed.json().data).toMatchObject({ id, accessCode });
    });

    it('answers setup errors for unknown keys and access codes', async () => {
      const badKey = await post('/checkout/transaction', { params: inlineBody({ key: 'pk_live_nope' }) });
      expect(badKey.json()).toEqual({ status: false, message: 'Invalid key' });
      const badCode = await post('/checkout/transaction', { accessCode: 'nope' });
      expect(badCode.json()).toEqual({ status: false, message: 'Access code not found' });
    });

    it('approves the success card, with the payload the page posts as success', async () => {
      const { accessCode, id } = (await post('/checkout/transaction', { params: inlineBody() })).json().data;
      const charged = await post('/checkout/charge', { accessCode, ...SUCCESS_CARD });
      expect(charged.statusCode).toBe(200);
      expect(charged.json()).toEqual({
        status: true,
        message: 'Approved',
        data: {
          id,
          reference: 'ref-1',
          message: 'Approved',
          status: 'success',
          trans: String(id),
          transaction: String(id),
          trxref: 'ref-1',
          redirecturl: expect.any(String),
        },
      });
      expect((await verify('ref-1')).json().data).toMatchObject({
        status: 'success',
        gateway_response: 'Successful',
        paid_at: expect.any(String),
        channel: 'card',
        authorization: { last4: '4081', bin: '408408' },
        metadata: { appointmentId: 'a1' },
      });
      const twice = await post('/checkout/charge', { accessCode, ...SUCCESS_CARD });
      expect(twice.json()).toEqual({ status: false, message: 'Transaction has already been completed' });
    });

    it('declines the declined card and unknown cards, leaving the transaction payable', async () => {
      const { accessCode } = (await post('/checkout/transaction', { params: inlineBody() })).json().data;
      const declined = await post('/checkout/charge', { accessCode, ...DECLINED_CARD });
      expect(declined.statusCode).toBe(402);
      expect(declined.json()).toEqual({ status: false, message: 'Declined' });
      expect((await verify('ref-1')).json().data).toMatchObject({ status: 'failed', gateway_response: 'Declined' });
      const unknown = await post('/checkout/charge', { accessCode, ...SUCCESS_CARD, number: '5555555555554444' });
      expect(unknown.json().message).toMatch(/^Unknown test card/);
      const expired = await post('/checkout/charge', { accessCode, ...SUCCESS_CARD, expiry: '01/20' });
      expect(expired.json()).toEqual({ status: false, message: 'Invalid expiry date' });
      const retry = await post('/checkout/charge', { accessCode, ...SUCCESS_CARD });
      expect(retry.json()).toMatchObject({ status: true });
    });

    it("pays with the vault's saved card only for a customer with a vault", async () => {
      const vault = (await post('/checkout/transaction', { params: inlineBody({ email: 'vault@example.com' }) })).json()
        .data;
      expect(vault.savedCard).toEqual({ last4: '4081', bin: '408408', brand: 'visa' });
      const paid = await post('/checkout/vault', { accessCode: vault.accessCode });
      expect(paid.json()).toMatchObject({ status: true, data: { reference: 'ref-1', status: 'success' } });
      expect((await verify('ref-1')).json().data).toMatchObject({
        status: 'success',
        authorization: { last4: '4081' },
      });

      const plain = (await post('/checkout/transaction', { params: inlineBody({ ref: 'ref-2' }) })).json().data;
      expect(plain.savedCard).toBeNull();
      const refused = await post('/checkout/vault', { accessCode: plain.accessCode });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ status: false, message: 'This customer has no saved payment instruments' });
    });

    it('records a cancel as abandoned and a bank transfer as pending', async () => {
      const first = (await post('/checkout/transaction', { params: inlineBody() })).json().data;
      expect((await post('/checkout/cancel', { accessCode: first.accessCode })).json()).toMatchObject({
        status: true,
        data: { status: 'abandoned' },
      });
      const second = (await post('/checkout/transaction', { params: inlineBody({ ref: 'ref-2' }) })).json().data;
      expect((await post('/checkout/transfer', { accessCode: second.accessCode })).json()).toMatchObject({
        data: { status: 'pending' },
      });
      expect((await verify('ref-2')).json().data.status).toBe('pending');
    });
  });

  describe('webhooks', () => {
    let receiver: Awaited<ReturnType<typeof webhookReceiver>>;
    beforeEach(async () => {
      receiver = await webhookReceiver();
      apps = sandboxApps({ webhookUrl: receiver.url });
    });
    afterEach(() => receiver.server.close());

    it('POSTs charge.success signed with HMAC-SHA512 of the raw body and the secret key', async () => {
      const { accessCode } = (await post('/checkout/transaction', { params: inlineBody() })).json().data;
      await post('/checkout/charge', { accessCode, ...SUCCESS_CARD });
      await Promise.all(apps.sandbox.pending);
      expect(receiver.received).toHaveLength(1);
      const [delivery] = receiver.received;
      expect(delivery?.signature).toBe(sign(delivery?.raw ?? '', SECRET_KEY));
      expect(delivery?.signature).toMatch(/^[0-9a-f]{128}$/);
      expect(JSON.parse(delivery?.raw ?? '')).toMatchObject({
        event: 'charge.success',
        data: { reference: 'ref-1', status: 'success', amount: 1500000, currency: 'NGN' },
      });
      expect(apps.sandbox.webhooks.deliveries).toEqual([expect.objectContaining({ attempt: 1, statusCode: 200 })]);
    });

    it('sends no webhook for a declined card, and one when a pending transfer is confirmed', async () => {
      const { accessCode } = (await post('/checkout/transaction', { params: inlineBody() })).json().data;
      await post('/checkout/charge', { accessCode, ...DECLINED_CARD });
      await post('/checkout/transfer', { accessCode });
      await Promise.all(apps.sandbox.pending);
      expect(receiver.received).toHaveLength(0);
      const unauthorised = await apps.api.inject({
        method: 'POST',
        url: '/sandbox/transfers/ref-1/confirm',
        headers: { authorization: `Bearer ${PUBLIC_KEY}` },
      });
      expect(unauthorised.statusCode).toBe(401);
      const confirmed = await apps.api.inject({
        method: 'POST',
        url: '/sandbox/transfers/ref-1/confirm',
        headers: { authorization: `Bearer ${SECRET_KEY}` },
      });
      expect(confirmed.json().data).toMatchObject({ status: 'success', channel: 'bank_transfer' });
      await Promise.all(apps.sandbox.pending);
      expect(receiver.received).toHaveLength(1);
    });
  });

  it('records failed webhook deliveries and retries them', async () => {
    apps = sandboxApps({ webhookUrl: 'http://127.0.0.1:9/unreachable' }, [0]);
    const sandbox = apps.sandbox;
    const { accessCode } = (await post('/checkout/transaction', { params: inlineBody() })).json().data;
    await post('/checkout/charge', { accessCode, ...SUCCESS_CARD });
    await Promise.all(sandbox.pending);
    expect(sandbox.webhooks.deliveries).toEqual([
      expect.objectContaining({ attempt: 1, error: expect.any(String) }),
      expect.objectContaining({ attempt: 2, error: expect.any(String) }),
    ]);
  });
});
