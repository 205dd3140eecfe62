/** Test doubles at the popup's boundaries: the checkout frame's messages and the network. */
import type { CleanPop } from '../src';

export const CHECKOUT_ORIGIN = 'https://checkout.paystack.com';

/** A message from the checkout frame, as the browser delivers it to the merchant page. */
export function fromCheckout(event: string, data?: unknown, origin = CHECKOUT_ORIGIN): void {
  window.dispatchEvent(new MessageEvent('message', { data: { event, data }, origin }));
}

/** Records what the page posts to the popup's checkout frame. */
export function framePosts(popup: CleanPop): jest.Mock {
  const frameWindow = popup.checkoutIframe.contentWindow;
  if (!frameWindow) throw new Error('The checkout frame has no window');
  const posted = jest.fn();
  frameWindow.postMessage = posted as unknown as Window['postMessage'];
  return posted;
}

/** The messages posted so far, without the target origin. */
export const messages = (posted: jest.Mock): unknown[] => posted.mock.calls.map(([message]) => message);

export interface FetchCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

/** Stubs `fetch`: each answer is a JSON body (or an Error to reject with), used in order; the last repeats. */
export function stubFetch(...answers: (unknown | Error)[]): FetchCall[] {
  const calls: FetchCall[] = [];
  let index = 0;
  const fake = jest.fn((input: string | URL, init: RequestInit = {}) => {
    calls.push({
      url: String(input),
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string> | undefined) },
      body: typeof init.body === 'string' ? init.body : undefined,
    });
    const answer = answers[Math.min(index, answers.length - 1)];
    index += 1;
    if (answer instanceof Error) return Promise.reject(answer);
    return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(answer) });
  });
  globalThis.fetch = fake as unknown as typeof fetch;
  return calls;
}

export const flush = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

export const basicParams = () => ({ key: 'pk_test_x', email: 'a@b.co', amount: 10000 });

export const inlineData = (overrides: Record<string, unknown> = {}) => ({
  status: true,
  message: 'Access code retrieved',
  data: {
    id: 5001,
    access_code: 'ac_fake_5001',
    transaction_status: null,
    merchant_key: 'pk_test_x',
    merchant_name: 'Sparkle',
    email: 'a@b.co',
    amount: 10000,
    currency: 'NGN',
    channels: ['card', 'bank'],
    log: null,
    link_config: { enabled: false, has_payment_instruments: false },
    ...overrides,
  },
});

/** Stubs `fetch` by URL: the answer of the first route whose key the URL contains (`{}` otherwise). */
export function routeFetch(routes: Record<string, unknown>): FetchCall[] {
  const calls: FetchCall[] = [];
  globalThis.fetch = jest.fn((input: string | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({
      url,
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string> | undefined) },
      body: typeof init.body === 'string' ? init.body : undefined,
    });
    const route = Object.keys(routes).find((key) => url.includes(key));
    const answer = route ? routes[route] : {};
    if (answer instanceof Error) return Promise.reject(answer);
    return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(answer) });
  }) as unknown as typeof fetch;
  return calls;
}
