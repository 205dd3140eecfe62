// The checkout page's script, run in a frame of a jsdom merchant page, against the sandbox's checkout
// routes (the frame's fetch is bridged to `inject`): the provider's side of the popup protocol.
import { JSDOM } from 'jsdom';
import { checkoutPage } from '../src/checkout-page';
import { DECLINED_CARD, SUCCESS_CARD, inlineBody, sandboxApps } from './helpers';

interface PageEvent {
  event: string;
  data?: Record<string, unknown>;
}

describe('checkout page in a frame', () => {
  let apps: ReturnType<typeof sandboxApps>;
  let merchant: JSDOM;
  let window: Window & typeof globalThis;
  let frame: HTMLIFrameElement;
  let frameWindow: Window & typeof globalThis;
  let received: PageEvent[];
  /** The bodies of the page's calls to the sandbox, in order. */
  let requests: string[];
  const onMessage = (event: MessageEvent) => received.push(event.data as PageEvent);

  /** The next messages the page posts to its parent, once `count` have arrived. */
  async function waitFor(count: number): Promise<PageEvent[]> {
    for (let tries = 0; tries < 200 && received.length < count; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return received;
  }

  const fromPage = (data: unknown) =>
    frameWindow.dispatchEvent(new frameWindow.MessageEvent('message', { data, source: window }));
  const $ = (id: string) => frameWindow.document.getElementById(id) as HTMLInputElement;

  function pay(card: { number: string; expiry: string; cvv: string }) {
    $('card-number').value = card.number;
    $('card-expiry').value = card.expiry;
    $('card-cvv').value = card.cvv;
    $('card-form').dispatchEvent(new frameWindow.Event('submit', { cancelable: true }));
  }

  /** A fetch for the page that answers from the sandbox's checkout routes. */
  const bridge = () =>
    (async (url: string, init: RequestInit) => {
      requests.push(init.body as string);
      const response = await apps.checkout.inject({
        method: init.method as 'POST',
        url,
        headers: init.headers as Record<string, string>,
        payload: init.body as string,
      });
      return { json: async () => response.json() };
    }) as unknown as typeof fetch;

  beforeEach(() => {
    apps = sandboxApps();
    received = [];
    requests = [];
    merchant = new JSDOM('<!doctype html><body></body>', { runScripts: 'outside-only', url: 'http://shop.test/' });
    window = merchant.window as unknown as Window & typeof globalThis;
    window.addEventListener('message', onMessage);
    frame = window.document.createElement('iframe');
    window.document.body.appendChild(frame);
    frameWindow = frame.contentWindow as Window & typeof globalThis;
    frameWindow.fetch = bridge();
    const page = new window.DOMParser().parseFromString(checkoutPage(), 'text/html');
    const script = page.querySelector('script')?.textContent ?? '';
    page.querySelector('script')?.remove();
    frameWindow.document.body.innerHTML = page.body.innerHTML;
    (frameWindow as unknown as { eval(code: string): unknown }).eval(script);
  });

  afterEach(async () => {
    merchant.window.close();
    await apps.close();
  });

  it('announces itself, loads the transaction from inline:url and shows it', async () => {
    expect(await waitFor(1)).toEqual([{ event: 'loaded:checkout' }]);
    fromPage({ type: 'inline:url', path: 'newTransaction', params: inlineBody({ label: 'Ada O.' }) });
    const [, loaded] = await waitFor(2);
    expect(loaded).toEqual({
      event: 'loaded:transaction',
      data: {
        id: expect.any(Number),
        customer: expect.objectContaining({ email: 'ada@example.com' }),
        accessCode: expect.any(String),
      },
    });
    expect($('checkout').hidden).toBe(false);
    expect($('customer').textContent).toBe('Ada O.');
    expect($('amount').textContent).toMatch(/^NGN\s15,000$/);
  });

  it('loads a transaction asked for twice (the popup re-sends inline:url) once, and again after close', async () => {
    const bridged = frameWindow.fetch;
    const loads: string[] = [];
    frameWindow.fetch = ((url: string, init: RequestInit) => {
      loads.push(String(init.body));
      return bridged(url, init);
    }) as typeof fetch;
    const params = inlineBody();
    fromPage({ type: 'inline:url', path: 'newTransaction', params });
    fromPage({ type: 'inline:url', path: 'newTransaction', params });
    expect(loads).toHaveLength(1);
    const [, loaded] = await waitFor(2);
    const accessCode = loaded?.data?.accessCode;
    fromPage({ type: 'inline:url', path: 'newTransaction', params: { accessCode } });
    fromPage({ type: 'inline:url', path: 'newTransaction', params });
    expect(loads).toHaveLength(1);
    fromPage('close');
    fromPage({ type: 'inline:url', path: 'newTransaction', params: { accessCode } });
    expect(loads).toEqual([JSON.stringify({ params }), JSON.stringify({ accessCode })]);
    const events = await waitFor(3);
    expect(events.map(({ event }) => event)).toEqual(['loaded:checkout', 'loaded:transaction', 'loaded:transaction']);
    expect(events[2]).toEqual(loaded);
  });

  it('ignores messages that do not come from the parent page', async () => {
    await waitFor(1);
    frameWindow.dispatchEvent(
      new frameWindow.MessageEvent('message', { data: { type: 'inline:url', params: inlineBody() }, source: null }),
    );
    // Then one from the parent: once it is answered, the first one has asked nothing and posted nothing.
    const fromParent = inlineBody({ key: 'pk_test_unknown' });
    fromPage({ type: 'inline:url', path: 'newTransaction', params: fromParent });
    const events = await waitFor(2);
    expect(events).toEqual([
      { event: 'loaded:checkout' },
      { event: 'error', data: { type: 'setup', message: 'Invalid key' } },
    ]);
    expect(requests.map((body) => JSON.parse(body) as unknown)).toEqual([{ params: fromParent }]);
  });

  it('reports a setup error for an unknown key', async () => {
    fromPage({ type: 'inline:url', path: 'newTransaction', params: inlineBody({ key: 'pk_test_unknown' }) });
    const events = await waitFor(2);
    expect(events[1]).toEqual({ event: 'error', data: { type: 'setup', message: 'Invalid key' } });
  });

  it('posts a charge error for the declined card and success for the success card', async () => {
    fromPage({ type: 'inline:url', path: 'newTransaction', params: inlineBody() });
    await waitFor(2);
    pay(DECLINED_CARD);
    const events = await waitFor(3);
    expect(events[2]).toEqual({ event: 'error', data: { type: 'charge', message: 'Declined' } });
    expect($('status').textContent).toBe('Declined');
    pay(SUCCESS_CARD);
    const [, loaded, , success] = await waitFor(4);
    expect(success).toEqual({
      event: 'success',
      data: expect.objectContaining({
        id: loaded?.data?.id,
        reference: 'ref-1',
        status: 'success',
        message: 'Approved',
      }),
    });
  });

  it('resumes by access code, then closes with status abandoned on cancel', async () => {
    const created = await apps.checkout.inject({
      method: 'POST',
      url: '/checkout/transaction',
      payload: { params: inlineBody() },
    });
    const { accessCode } = created.json().data;
    fromPage({ type: 'inline:url', path: 'newTransaction', params: { accessCode } });
    const [, loaded] = await waitFor(2);
    expect(loaded?.data?.accessCode).toBe(accessCode);
    $('cancel').click();
    const events = await waitFor(3);
    expect(events[2]).toEqual({ event: 'close', data: { status: 'abandoned' } });
  });

  it('shows a paid transaction as paid, without the payment forms', async () => {
    const created = await apps.checkout.inject({
      method: 'POST',
      url: '/checkout/transaction',
      payload: { params: inlineBody() },
    });
    const { accessCode } = created.json().data;
    await apps.checkout.inject({ method: 'POST', url: '/checkout/charge', payload: { accessCode, ...SUCCESS_CARD } });
    fromPage({ type: 'inline:url', path: 'newTransaction', params: { accessCode } });
    await waitFor(2);
    expect($('status').textContent).toBe('This transaction has already been paid.');
    expect($('card-form').hidden).toBe(true);
    expect($('transfer').hidden).toBe(true);
  });

  it('posts transfer:pending with status pending when the customer has sent the money', async () => {
    fromPage({ type: 'inline:url', path: 'newTransaction', params: inlineBody() });
    await waitFor(2);
    $('transfer-sent').click();
    const events = await waitFor(3);
    expect(events[2]).toEqual({ event: 'transfer:pending', data: { status: 'pending' } });
  });

  it('offers the saved card on inline:pay-with-vault and posts success when it pays', async () => {
    fromPage({ type: 'inline:url', path: 'newTransaction', params: inlineBody({ email: 'vault@example.com' }) });
    await waitFor(2);
    expect($('vault').hidden).toBe(true);
    fromPage({ type: 'inline:pay-with-vault' });
    expect($('vault').hidden).toBe(false);
    expect($('saved-card').textContent).toBe('VISA ending 4081');
    $('vault-pay').click();
    const events = await waitFor(3);
    expect(events[2]).toEqual({
      event: 'success',
      data: expect.objectContaining({ reference: 'ref-1', status: 'success' }),
    });
  });

  it('asks for a test card on inline:pay-with-vault when the customer has no vault', async () => {
    fromPage({ type: 'inline:url', path: 'newTransaction', params: inlineBody() });
    await waitFor(2);
    fromPage({ type: 'inline:pay-with-vault' });
    expect($('vault').hidden).toBe(true);
    expect($('status').textContent).toBe('The sandbox has no vault for this customer: pay with a test card.');
  });

  it('loads the transaction named by the address when opened directly (the authorization URL)', async () => {
    const created = await apps.checkout.inject({
      method: 'POST',
      url: '/checkout/transaction',
      payload: { params: inlineBody({ label: 'Direct' }) },
    });
    const { accessCode } = created.json().data;
    const direct = new JSDOM(checkoutPage().replace(/<script>[\s\S]*<\/script>/, ''), {
      runScripts: 'outside-only',
      url: `http://checkout.test/${accessCode}`,
    });
    const page = direct.window as unknown as Window & typeof globalThis;
    page.fetch = bridge();
    const script = new page.DOMParser().parseFromString(checkoutPage(), 'text/html').querySelector('script');
    (page as unknown as { eval(code: string): unknown }).eval(script?.textContent ?? '');
    for (let tries = 0; tries < 100 && page.document.getElementById('checkout')?.hidden; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(page.document.getElementById('customer')?.textContent).toBe('Direct');
    direct.window.close();
  });
});
