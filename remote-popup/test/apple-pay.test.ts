/**
 * @jest-environment-options {"url": "https://shop.example/pay"}
 */
import { CleanPop } from '../src';
import { WALLET_FAILED } from '../src/core/wallet';
import { basicParams, flush, framePosts, inlineData, messages, routeFetch } from './helpers';

class FakeSession {
  static instances: FakeSession[] = [];
  static supportsVersion = (version: number) => version <= 6;
  static STATUS_SUCCESS = 0;
  static STATUS_FAILURE = 1;
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null = null;
  onpaymentauthorized: ((event: { payment: unknown }) => void) | null = null;
  oncancel: (() => void) | null = null;
  begun = false;
  merchantSession: unknown;
  completed: number[] = [];
  constructor(
    readonly version: number,
    readonly request: Record<string, unknown>,
  ) {
    FakeSession.instances.push(this);
  }
  begin() {
    this.begun = true;
  }
  completeMerchantValidation(session: unknown) {
    this.merchantSession = session;
  }
  completePayment(status: number) {
    this.completed.push(status);
  }
}

const hosts = { apiHost: 'http://127.0.0.1:4100', paymentHost: 'http://127.0.0.1:4100/' };
const walletData = (overrides: Record<string, unknown> = {}) =>
  inlineData({ channels: ['card', 'apple_pay'], log: { attempts: 0, errors: 0, history: [] }, ...overrides });

/** The SDK cannot load in the test browser: the native fallback button is used. */
function failSdk(container: ParentNode) {
  container.querySelector('script')?.dispatchEvent(new Event('error'));
}

async function settle() {
  for (let round = 0; round < 5; round += 1) await flush();
}

describe('device wallet (Apple Pay)', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    document.body.innerHTML = '<div id="wallet"></div><button id="other">Other ways</button>';
    FakeSession.instances = [];
    (window as unknown as { ApplePaySession?: unknown }).ApplePaySession = FakeSession;
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    delete (window as unknown as { ApplePaySession?: unknown }).ApplePaySession;
    warn.mockRestore();
  });

  it('mounts the wallet button after creating the transaction, and pays with it', async () => {
    const calls = routeFetch({
      request_inline: walletData(),
      'validate-session': { status: true, message: 'ok', data: { merchantSession: 'ms' } },
      'applepay/charge': { status: 'success', message: 'Approved', data: { reference: 'r1', trxref: 'r1' } },
    });
    const popup = new CleanPop({ hosts });
    const posted = framePosts(popup);
    const onElementsMount = jest.fn();
    const onSuccess = jest.fn();
    const result = popup.paymentRequest({ ...basicParams(), container: 'wallet', onElementsMount, onSuccess });
    await settle();
    const container = document.getElementById('wallet') as HTMLElement;
    failSdk(container);
    const transaction = await result;
    expect(transaction).toBe(popup.paymentRequestTransaction);
    expect(onElementsMount).toHaveBeenCalledWith({ applePay: true });
    const button = container.querySelector('#apple-pay-button') as HTMLButtonElement;
    expect(button.getAttribute('aria-label')).toBe('Pay with Apple Pay');

    button.click();
    const [session] = FakeSession.instances;
    expect(session?.begun).toBe(true);
    expect(session?.request).toMatchObject({
      countryCode: 'NG',
      currencyCode: 'NGN',
      supportedNetworks: ['visa', 'masterCard'],
      requiredBillingContactFields: ['postalAddress', 'name', 'phone', 'email'],
      total: { label: 'Sparkle - Paystack', type: 'final', amount: '100' },
    });

    session?.onvalidatemerchant?.({ validationURL: 'https://apple.example/validate' });
    await settle();
    const validate = calls.find((call) => call.url.endsWith('applepay/validate-session/'));
    expect(validate?.headers).toEqual({ 'content-type': 'application/x-www-form-urlencoded' });
    expect(Object.fromEntries(new URLSearchParams(validate?.body))).toEqual({
      transaction: '5001',
      sessionUrl: 'https://apple.example/validate',
      displayName: 'Sparkle',
      domainName: 'shop.example',
    });
    expect(session?.merchantSession).toEqual({ merchantSession: 'ms' });

    session?.onpaymentauthorized?.({ payment: { token: 'tok' } });
    await settle();
    const charge = calls.find((call) => call.url.endsWith('applepay/charge'));
    expect(Object.fromEntries(new URLSearchParams(charge?.body))).toEqual({
      transaction: '5001',
      paymentObject: '{"token":"tok"}',
    });
    expect(session?.completed).toEqual([0]);
    expect(onSuccess).toHaveBeenCalledWith({ status: 'success', reference: 'r1', trxref: 'r1' });
    expect(transaction).toMatchObject({ isActive: false, status: 'success' });
    expect(messages(posted)).toEqual([
      { type: 'analytics', action: 'trackPaymentAttempt', params: { channel: 'apple_pay', transaction: 5001 } },
      { type: 'analytics', action: 'trackPaymentCompletion', params: { channel: 'apple_pay', transaction: 5001 } },
    ]);
    const saved = calls.filter((call) => call.url.includes('update_log')).map((call) => JSON.parse(call.body ?? ''));
    expect(JSON.parse(saved.at(-1).payload).history.map((entry: { message: string }) => entry.message)).toEqual([
      'Attempted to pay with apple pay',
      'Successfully paid with apple pay',
    ]);
  });

  it('reports a declined wallet charge and keeps the transaction for another try', async () => {
    routeFetch({
      request_inline: walletData(),
      'validate-session': { status: true, data: {} },
      'applepay/charge': { status: 'failed', message: 'Declined' },
    });
    const popup = new CleanPop({ hosts });
    const posted = framePosts(popup);
    const onSuccess = jest.fn();
    const result = popup.paymentRequest({ ...basicParams(), container: 'wallet', onSuccess });
    await settle();
    failSdk(document.getElementById('wallet') as HTMLElement);
    const transaction = await result;
    (document.getElementById('apple-pay-button') as HTMLButtonElement).click();
    FakeSession.instances[0]?.onpaymentauthorized?.({ payment: {} });
    await settle();
    expect(FakeSession.instances[0]?.completed).toEqual([1]);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(WALLET_FAILED);
    expect(messages(posted).at(-1)).toEqual({
      type: 'analytics',
      action: 'trackPaymentError',
      params: { channel: 'apple_pay', transaction: 5001, message: 'Declined' },
    });
    expect(transaction?.isActive).toBe(true);
  });

  it('offers the regular checkout when the transaction has no wallet channel', async () => {
    routeFetch({ request_inline: walletData({ channels: ['card'] }) });
    const popup = new CleanPop({ hosts });
    const posted = framePosts(popup);
    const onElementsMount = jest.fn();
    await popup.paymentRequest({
      ...basicParams(),
      container: 'wallet',
      loadPaystackCheckoutButton: 'other',
      onElementsMount,
    });
    expect(onElementsMount).toHaveBeenCalledWith(null);
    expect(document.getElementById('wallet')?.children).toHaveLength(0);
    document.getElementById('other')?.click();
    expect(messages(posted)).toEqual([
      { type: 'inline:url', path: 'newTransaction', params: { accessCode: 'ac_fake_5001' } },
      'render',
    ]);
  });

  it('rejects invalid parameters and API failures', async () => {
    routeFetch({ request_inline: { status: false, message: 'Invalid key' } });
    const popup = new CleanPop({ hosts });
    await expect(popup.paymentRequest({ key: 'k', container: 'wallet' } as never)).rejects.toMatchObject({
      message: 'Invalid transaction parameters',
    });
    const onError = jest.fn();
    await expect(popup.paymentRequest({ ...basicParams(), container: 'wallet', onError })).rejects.toThrow(
      'Invalid key',
    );
    expect(onError).toHaveBeenCalledWith({ status: false, message: 'Invalid key' });
    await expect(popup.paymentRequest({ ...basicParams(), container: 'nowhere' })).rejects.toThrow(
      'A container is required to mount the payment request button',
    );
  });

  it('shows the wallet layout of the pre-checkout modal on Apple devices, with the failure message', async () => {
    const platform = jest.spyOn(window.navigator, 'platform', 'get').mockReturnValue('iPhone');
    routeFetch({
      request_inline: walletData(),
      'validate-session': { status: false, message: 'Invalid session' },
    });
    const popup = new CleanPop({ hosts });
    await popup.checkout(basicParams());
    const root = document.getElementById(`pre-checkout-modal-${popup.id}`)?.shadowRoot as ShadowRoot;
    expect(root.textContent).toContain('Pay with Apple Pay to complete your purchase without filling a form');
    expect(root.textContent).toContain('More payment options');
    const container = root.querySelector('#payment-request-button') as HTMLElement;
    failSdk(container);
    await settle();
    (container.querySelector('#apple-pay-button') as HTMLButtonElement).click();
    FakeSession.instances[0]?.onvalidatemerchant?.({ validationURL: 'https://apple.example/v' });
    await settle();
    expect(root.querySelector('#apple-pay-description')?.textContent).toBe(WALLET_FAILED);
    (root.querySelector('#paystackpop-button') as HTMLButtonElement).click();
    expect(popup.isOpen).toBe(true);
    platform.mockRestore();
  });
});
