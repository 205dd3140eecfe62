/**
 * Merchant code written for the v1 script: `PaystackPop.setup(options).openIframe()` with `callback` and
 * `onClose`, and the empty values that wrappers of that era send for the options they don't use.
 */
import { PaystackPop } from '../src';
import { fromCheckout, messages } from './helpers';

const DOCS = 'Please consult our documentation at https://developers.paystack.co/docs/paystack-inline';

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('Expected a throw');
}

/** What a v1-era wrapper sends: its own callbacks, and blanks for what the merchant left unset. */
function legacyOptions(ref: string, calls: string[]) {
  return {
    key: 'pk_test_x',
    email: 'a@b.co',
    amount: 10000,
    ref,
    metadata: { order: 7 },
    quantity: '',
    plan: '',
    subaccount: '',
    channels: undefined,
    callback: (response: { reference?: string }) => calls.push(`callback ${response.reference}`),
    onClose: () => calls.push('onClose'),
  } as unknown as Parameters<typeof PaystackPop.setup>[0]; // the blanks are what the types forbid
}

describe('legacy merchant code: PaystackPop.setup(options).openIframe()', () => {
  let warn: jest.SpyInstance;
  let posted: jest.Mock;
  let frame: () => HTMLIFrameElement;

  beforeAll(() => {
    jest.useFakeTimers();
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    // setup() keeps one popup for the page: its frames appear with the first call.
    PaystackPop.setup(legacyOptions('warm-up', []));
    frame = () => document.querySelector<HTMLIFrameElement>('iframe[id^="inline-checkout-"]')!;
    posted = jest.fn();
    frame().contentWindow!.postMessage = posted as unknown as Window['postMessage'];
  });
  afterAll(() => {
    warn.mockRestore();
    jest.useRealTimers();
  });
  beforeEach(() => {
    posted.mockClear();
    warn.mockClear();
  });

  function open(ref: string, calls: string[]) {
    const handler = PaystackPop.setup(legacyOptions(ref, calls));
    expect(frame().style.display).toBe('none');
    handler.openIframe();
    return handler;
  }

  it('approving: keeps both deprecation warnings, opens without the blanks, then calls callback', () => {
    const calls: string[] = [];
    const handler = open('legacy-ok', calls);
    expect(warn.mock.calls).toEqual([
      [`"PaystackPop.setup()" has been deprecated, please use "new PaystackPop()". ${DOCS}`],
      [`"openIframe" has been deprecated, please use "open". ${DOCS}`],
    ]);
    expect(frame().style.visibility).toBe('visible');
    const [sent] = messages(posted) as [{ type: string; params: Record<string, unknown> }];
    expect(sent.type).toBe('inline:url');
    expect(sent.params).toEqual({
      key: 'pk_test_x',
      email: 'a@b.co',
      amount: 10000,
      ref: 'legacy-ok',
      metadata: JSON.stringify({ order: 7, referrer: window.location.href }),
      plan: '',
      subaccount: '',
      mode: 'popup',
    });
    fromCheckout('success', { reference: 'legacy-ok', status: 'success' });
    expect(calls).toEqual(['callback legacy-ok']);
    expect(handler.status).toBe('success');
    jest.advanceTimersByTime(300);
    expect(frame().style.visibility).not.toBe('visible');
  });

  it('closing: onClose only, and the popup hides', () => {
    const calls: string[] = [];
    const handler = open('legacy-close', calls);
    fromCheckout('close', { status: 'abandoned' });
    expect(calls).toEqual(['onClose']);
    expect(handler.status).toBe('abandoned');
    jest.advanceTimersByTime(300);
    expect(frame().style.visibility).not.toBe('visible');
  });

  it('declining: the popup stays open with no callback, and a second card still pays', () => {
    const calls: string[] = [];
    open('legacy-decline', calls);
    fromCheckout('error', { type: 'charge', message: 'Declined' });
    expect(calls).toEqual([]);
    expect(frame().style.visibility).toBe('visible');
    fromCheckout('success', { reference: 'legacy-decline', status: 'success' });
    expect(calls).toEqual(['callback legacy-decline']);
  });

  it('still rejects a wrong value that is not blank, and newTransaction keeps the official validation', () => {
    const quantityIssue = {
      message: 'Invalid transaction parameters',
      issues: [{ message: 'Invalid parameter type: quantity', validTypes: ['number'] }],
    };
    expect(thrown(() => PaystackPop.setup({ ...legacyOptions('legacy-bad', []), quantity: 'two' } as never))).toEqual(
      quantityIssue,
    );
    expect(thrown(() => new PaystackPop().newTransaction(legacyOptions('legacy-new', [])))).toEqual(quantityIssue);
  });
});
