import { inlineBody, sandboxApps, SECRET_KEY } from './helpers';

describe('device wallet endpoints', () => {
  let apps: ReturnType<typeof sandboxApps>;
  beforeEach(() => {
    apps = sandboxApps();
  });
  afterEach(() => apps.close());

  const form = (url: string, fields: Record<string, string>) =>
    apps.api.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  async function walletTransaction(channels = ['card', 'apple_pay']): Promise<string> {
    const created = await apps.api.inject({
      method: 'POST',
      url: '/checkout/request_inline',
      payload: inlineBody({ channels }),
    });
    return String(created.json().data.id);
  }

  it('validates a merchant session and charges, marking the transaction paid', async () => {
    const id = await walletTransaction();
    const session = await form('/applepay/validate-session/', {
      transaction: id,
      sessionUrl: 'https://apple.example/validate',
      displayName: 'Sparkle',
      domainName: 'shop.example',
    });
    expect(session.json()).toMatchObject({ status: true, data: { domainName: 'shop.example' } });
    const charged = await form('/applepay/charge', { transaction: id, paymentObject: '{"token":"t"}' });
    expect(charged.json()).toMatchObject({ status: 'success', message: 'Approved', data: { reference: 'ref-1' } });
    const verified = await apps.api.inject({
      url: '/transaction/verify/ref-1',
      headers: { authorization: `Bearer ${SECRET_KEY}` },
    });
    expect(verified.json().data.status).toBe('success');
  });

  it('declines a payment marked declined, leaving the transaction payable', async () => {
    const id = await walletTransaction();
    const declined = await form('/applepay/charge', { transaction: id, paymentObject: '{"token":"declined"}' });
    expect(declined.json()).toEqual({ status: 'failed', message: 'Declined', data: null });
    const retry = await form('/applepay/charge', { transaction: id, paymentObject: '{"token":"t"}' });
    expect(retry.json()).toMatchObject({ status: 'success' });
  });

  it('refuses a transaction without the wallet channel', async () => {
    const created = await apps.api.inject({
      method: 'POST',
      url: '/checkout/request_inline',
      payload: inlineBody({ channels: ['card'], ref: 'card-only' }),
    });
    const refused = await form('/applepay/charge', {
      transaction: String(created.json().data.id),
      paymentObject: '{}',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ status: false, message: 'Apple Pay is not enabled for this transaction' });
  });
});
