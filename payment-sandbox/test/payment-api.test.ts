import { PUBLIC_KEY, SECRET_KEY, SUCCESS_CARD, inlineBody, sandboxApps } from './helpers';

describe('payment API', () => {
  let apps: ReturnType<typeof sandboxApps>;
  beforeEach(() => {
    apps = sandboxApps();
  });
  afterEach(() => apps.close());

  const requestInline = (body: Record<string, unknown> | string) =>
    apps.api.inject({
      method: 'POST',
      url: '/checkout/request_inline',
      payload: body,
      headers: { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json' },
    });

  it('creates a transaction from the popup parameters, answering what the popup reads', async () => {
    const response = await requestInline(inlineBody());
    expect(response.statusCode).toBe(200);
    const { status, data } = response.json();
    expect(status).toBe(true);
    expect(data).toMatchObject({
      id: expect.any(Number),
      access_code: expect.stringMatching(/^[0-9a-f]{16}$/),
      transaction_status: 'abandoned',
      merchant_key: PUBLIC_KEY,
      merchant_name: 'Sparkle Cleaning & Laundry',
      email: 'ada@example.com',
      amount: 1500000,
      currency: 'NGN',
      channels: ['card', 'bank_transfer'],
      link_config: { enabled: false, has_payment_instruments: false },
    });
  });

  it('refuses unknown public keys like the provider', async () => {
    const response = await requestInline(inlineBody({ key: 'pk_test_other' }));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: false, message: 'Invalid key' });
  });

  it('refuses bad amounts and e-mails with status false and a message', async () => {
    for (const [body, message] of [
      [inlineBody({ amount: 0 }), 'Invalid Amount Sent'],
      [inlineBody({ amount: '12.5' }), 'Invalid Amount Sent'],
      [inlineBody({ email: 'nope' }), 'Invalid Email Address Passed'],
      ['not json', 'Invalid JSON body'],
    ] as const) {
      const response = await requestInline(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: false, message });
    }
  });

  it('returns the unfinished transaction for a repeated reference and refuses it once paid', async () => {
    const first = (await requestInline(inlineBody())).json().data;
    const again = (await requestInline(inlineBody())).json().data;
    expect(again.access_code).toBe(first.access_code);
    await apps.checkout.inject({
      method: 'POST',
      url: '/checkout/charge',
      payload: { accessCode: first.access_code, ...SUCCESS_CARD },
    });
    const paid = await requestInline(inlineBody());
    expect(paid.statusCode).toBe(400);
    expect(paid.json()).toEqual({ status: false, message: 'Duplicate Transaction Reference' });
  });

  it('looks a transaction up by access code', async () => {
    const created = (await requestInline(inlineBody())).json().data;
    const response = await apps.api.inject({ url: `/transaction/verify_access_code/${created.access_code}` });
    expect(response.json()).toMatchObject({ status: true, data: { id: created.id, access_code: created.access_code } });
    const missing = await apps.api.inject({ url: '/transaction/verify_access_code/nope' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ status: false, message: 'Access code not found' });
  });

  it('saves the IP address and the log with the merchant key only', async () => {
    const created = (await requestInline(inlineBody())).json().data;
    const auth = { authorization: `Bearer ${PUBLIC_KEY}` };
    const setIp = await apps.api.inject({ method: 'POST', url: `/transaction/set_ip/${created.id}`, headers: auth });
    expect(setIp.json()).toMatchObject({ status: true });
    const log = { attempts: 1, errors: 0, history: [{ type: 'action', message: 'Attempted to pay', time: 1 }] };
    // The popup sends the body without a content type: the browser labels it text/plain.
    const updateLog = await apps.api.inject({
      method: 'POST',
      url: `/transaction/update_log/${created.id}`,
      headers: { ...auth, 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ payload: JSON.stringify(log) }),
    });
    expect(updateLog.json()).toMatchObject({ status: true });
    const wrongKey = await apps.api.inject({
      method: 'POST',
      url: `/transaction/set_ip/${created.id}`,
      headers: { authorization: 'Bearer pk_test_other' },
    });
    expect(wrongKey.statusCode).toBe(401);
    expect(wrongKey.json()).toEqual({ status: false, message: 'Invalid key' });

    const verified = await apps.api.inject({
      url: '/transaction/verify/ref-1',
      headers: { authorization: `Bearer ${SECRET_KEY}` },
    });
    expect(verified.json().data).toMatchObject({ ip_address: '127.0.0.1', log });
  });

  it('verifies a reference only with the secret key', async () => {
    await requestInline(inlineBody());
    const none = await apps.api.inject({ url: '/transaction/verify/ref-1' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ status: false, message: 'No Authorization header was found' });
    for (const key of ['sk_test_other', PUBLIC_KEY]) {
      const wrong = await apps.api.inject({
        url: '/transaction/verify/ref-1',
        headers: { authorization: `Bearer ${key}` },
      });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ status: false, message: 'Invalid key' });
    }
    const auth = { authorization: `Bearer ${SECRET_KEY}` };
    const unpaid = await apps.api.inject({ url: '/transaction/verify/ref-1', headers: auth });
    expect(unpaid.json()).toMatchObject({
      status: true,
      message: 'Verification successful',
      data: { status: 'abandoned', reference: 'ref-1', amount: 1500000, currency: 'NGN', paid_at: null },
    });
    const missing = await apps.api.inject({ url: '/transaction/verify/unknown', headers: auth });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ status: false, message: 'Transaction reference not found' });
  });

  it('offers the vault (link_config) only to the test customers with saved payment instruments', async () => {
    const vault = (await requestInline(inlineBody({ email: 'Vault@Example.com', ref: 'vault-1' }))).json().data;
    expect(vault.link_config).toEqual({ enabled: true, has_payment_instruments: true });
    const resumed = await apps.api.inject({ url: `/transaction/verify_access_code/${vault.access_code}` });
    expect(resumed.json().data.link_config).toEqual({ enabled: true, has_payment_instruments: true });
    const plain = (await requestInline(inlineBody())).json().data;
    expect(plain.link_config).toEqual({ enabled: false, has_payment_instruments: false });
  });

  it("initializes a transaction for the merchant's server with the secret key only", async () => {
    const initialize = (authorization?: string) =>
      apps.api.inject({
        method: 'POST',
        url: '/transaction/initialize',
        headers: authorization ? { authorization } : {},
        payload: { email: 'ada@example.com', amount: 250000, reference: 'server-1', metadata: { booking: 'b1' } },
      });
    expect((await initialize()).statusCode).toBe(401);
    expect((await initialize(`Bearer ${PUBLIC_KEY}`)).json()).toEqual({ status: false, message: 'Invalid key' });
    const response = await initialize(`Bearer ${SECRET_KEY}`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toEqual({
      authorization_url: `http://localhost:4101/${data.access_code}`,
      access_code: expect.stringMatching(/^[0-9a-f]{16}$/),
      reference: 'server-1',
    });
    const resumed = (await apps.api.inject({ url: `/transaction/verify_access_code/${data.access_code}` })).json();
    expect(resumed.data).toMatchObject({ reference: 'server-1', amount: 250000, transaction_status: 'abandoned' });
    const verified = await apps.api.inject({
      url: '/transaction/verify/server-1',
      headers: { authorization: `Bearer ${SECRET_KEY}` },
    });
    expect(verified.json().data.metadata).toEqual({ booking: 'b1' });
  });

  it('allows merchant pages of any origin to call it (CORS)', async () => {
    const preflight = await apps.api.inject({
      method: 'OPTIONS',
      url: '/checkout/request_inline',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,accept-language,x-connect-account',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('x-connect-account');
  });
});
