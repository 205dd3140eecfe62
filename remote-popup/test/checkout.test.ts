import { CleanPop } from '../src';
import { basicParams, flush, framePosts, fromCheckout, inlineData, messages, stubFetch } from './helpers';

describe('checkout(): the popup creates the transaction with the payment API', () => {
  let popup: CleanPop;
  let posted: jest.Mock;
  beforeEach(() => {
    document.body.innerHTML = '';
    popup = new CleanPop({ hosts: { apiHost: 'http://127.0.0.1:4100', checkoutHost: 'http://127.0.0.1:4101' } });
    posted = framePosts(popup);
  });
  afterEach(() => jest.useRealTimers());

  it('posts request_inline, then set_ip with the merchant key, then opens the checkout by access code', async () => {
    const calls = stubFetch(inlineData(), {});
    const onLoad = jest.fn();
    const transaction = await popup.checkout({
      ...basicParams(),
      firstName: 'Ada',
      reference: 'ref1',
      language: 'fr',
      connect_account: 'ACCT_conn',
      onLoad,
    });
    expect(calls[0]).toEqual({
      url: 'http://127.0.0.1:4100/checkout/request_inline',
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'fr', 'x-connect-account': 'ACCT_conn' },
      body: JSON.stringify({
        key: 'pk_test_x',
        email: 'a@b.co',
        amount: 10000,
        metadata: JSON.stringify({ referrer: window.location.href }),
        mode: 'popup',
        firstname: 'Ada',
        ref: 'ref1',
      }),
    });
    expect(calls[1]).toEqual({
      url: 'http://127.0.0.1:4100/transaction/set_ip/5001',
      method: 'POST',
      headers: { Authorization: 'Bearer pk_test_x' },
      body: undefined,
    });
    expect(transaction).toMatchObject({ id: 5001, accessCode: 'ac_fake_5001', status: null });
    expect(messages(posted)).toEqual([
      { type: 'inline:url', path: 'newTransaction', params: { accessCode: 'ac_fake_5001' } },
      'render',
    ]);
    fromCheckout('loaded:transaction', { id: 5001, accessCode: 'ac_fake_5001' }, 'http://127.0.0.1:4101');
    expect(onLoad).toHaveBeenCalledWith({ id: 5001, customer: undefined, accessCode: 'ac_fake_5001' });
  });

  it('sends a frame that loads during request_inline nothing, then the access code once', async () => {
    stubFetch(inlineData(), {});
    const onLoad = jest.fn();
    const pending = popup.checkout({ ...basicParams(), onLoad });
    expect(popup.activeTransaction()).toBeNull();
    fromCheckout('loaded:checkout', undefined, 'http://127.0.0.1:4101');
    expect(messages(posted)).toEqual([]);
    const transaction = await pending;
    expect(popup.activeTransaction()).toBe(transaction);
    expect(messages(posted)).toEqual([
      { type: 'inline:url', path: 'newTransaction', params: { accessCode: 'ac_fake_5001' } },
      'render',
    ]);
  });

  it('looks an access code up with verify_access_code', async () => {
    const calls = stubFetch(inlineData({ access_code: 'ac_given', transaction_status: 'abandoned' }), {});
    const transaction = await popup.checkout({ accessCode: 'ac_given', language: 'yo' });
    expect(calls[0]).toMatchObject({
      url: 'http://127.0.0.1:4100/transaction/verify_access_code/ac_given',
      method: 'GET',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'yo' },
    });
    expect(transaction.status).toBe('abandoned');
  });

  it('reports an API refusal to onError and rejects with the server message', async () => {
    stubFetch({ status: false, message: 'Invalid key' });
    const onError = jest.fn();
    const result = popup.checkout({ ...basicParams(), onError });
    await expect(result).rejects.toEqual(new Error('Invalid key'));
    expect(onError).toHaveBeenCalledWith({ status: false, message: 'Invalid key' });
    // As in the official library, a transaction the API did not create never joins the popup's list.
    expect(popup.transactions).toEqual([]);
    expect(messages(posted)).toEqual([]);
    expect(popup.isOpen).toBe(false);
  });

  it('reports a network failure the same way', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    const onError = jest.fn();
    await expect(popup.checkout({ ...basicParams(), onError })).rejects.toThrow('Failed to fetch');
    expect(onError).toHaveBeenCalledWith({ status: false, message: 'Failed to fetch' });
  });

  it('ignores a failing set_ip', async () => {
    stubFetch(inlineData(), new TypeError('Failed to fetch'));
    await expect(popup.checkout(basicParams())).resolves.toMatchObject({ id: 5001 });
  });

  it('throws synchronously for invalid parameters, before any request', () => {
    const calls = stubFetch(inlineData());
    expect(() => popup.checkout({ key: 'k' } as never)).toThrow(
      expect.objectContaining({ message: 'Invalid transaction parameters' }),
    );
    expect(calls).toHaveLength(0);
  });

  it('cancels the active transaction when a new checkout starts', async () => {
    stubFetch(inlineData(), {});
    const calls: string[] = [];
    popup.newTransaction({
      ...basicParams(),
      amount: 1,
      onCancel: () => calls.push('cancel'),
      onClose: () => calls.push('close'),
    });
    await popup.checkout(basicParams());
    expect(calls).toEqual(['cancel', 'close']);
  });

  it('shows the vault pre-checkout modal when the customer has saved payment instruments', async () => {
    jest.useFakeTimers();
    stubFetch(inlineData({ link_config: { enabled: true, has_payment_instruments: true }, label: 'Ada O.' }), {});
    const onCancel = jest.fn();
    const promise = popup.checkout({ ...basicParams(), onCancel });
    await jest.runAllTimersAsync();
    await promise;
    expect(popup.isOpen).toBe(false);
    expect(messages(posted)).toEqual([
      { type: 'inline:url', path: 'newTransaction', params: { accessCode: 'ac_fake_5001' } },
    ]);
    const host = document.getElementById(`pre-checkout-modal-${popup.id}`) as HTMLElement;
    expect(host.style.display).toBe('none');
    fromCheckout('loaded:transaction', { id: 5001, accessCode: 'ac_fake_5001' }, 'http://127.0.0.1:4101');
    expect(host.style.display).toBe('block');
    const root = host.shadowRoot as ShadowRoot;
    const content = root.querySelector('.pre-checkout-modal__content') as HTMLElement;
    expect(content.classList.contains('show')).toBe(false);
    jest.advanceTimersByTime(50);
    expect(content.classList.contains('show')).toBe(true);
    expect(root.textContent).toContain('Access your saved cards and bank details for faster, more secure payments');
    expect(root.textContent).toContain('Ada O.');
    expect(root.querySelector('.amount')?.textContent).toMatch(/^NGN\s100$/);

    (root.querySelector('#pay-with-vault-button') as HTMLButtonElement).click();
    expect(messages(posted).slice(1)).toEqual([{ type: 'inline:pay-with-vault' }, 'render']);
    expect(popup.isOpen).toBe(true);
    jest.advanceTimersByTime(300);
    expect(document.getElementById(`pre-checkout-modal-${popup.id}`)).toBeNull();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('cancels the transaction when the pre-checkout modal is closed', async () => {
    stubFetch(inlineData({ link_config: { enabled: true, has_payment_instruments: true } }), {});
    const calls: string[] = [];
    await popup.checkout({
      ...basicParams(),
      onCancel: () => calls.push('cancel'),
      onClose: () => calls.push('close'),
    });
    await flush();
    const root = document.getElementById(`pre-checkout-modal-${popup.id}`)?.shadowRoot as ShadowRoot;
    (root.querySelector('#apple-pay-close-button') as HTMLButtonElement).click();
    expect(calls).toEqual(['cancel', 'close']);
    expect(messages(posted).slice(1)).toEqual([
      { type: 'analytics', action: 'trackCheckoutClosed', params: {} },
      'close',
    ]);
  });

  it('cancels when the customer taps outside the modal, but not inside it', async () => {
    stubFetch(inlineData({ link_config: { enabled: true, has_payment_instruments: true } }), {});
    const onCancel = jest.fn();
    await popup.checkout({ ...basicParams(), onCancel });
    const root = document.getElementById(`pre-checkout-modal-${popup.id}`)?.shadowRoot as ShadowRoot;
    (root.querySelector('.pre-checkout-modal__content') as HTMLElement).click();
    expect(onCancel).not.toHaveBeenCalled();
    (root.querySelector('.pre-checkout-modal__content')?.parentElement as HTMLElement).click();
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('does not offer the vault for a recurring plan', async () => {
    stubFetch(
      inlineData({
        link_config: { enabled: true, has_payment_instruments: true },
        custom_filters: { recurring: true },
      }),
      {},
    );
    await popup.checkout(basicParams());
    expect(document.getElementById(`pre-checkout-modal-${popup.id}`)).toBeNull();
    expect(popup.isOpen).toBe(true);
  });
});

describe('paymentRequest() without a device wallet', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('makes the fallback button open the regular checkout and mounts no wallet', async () => {
    document.body.innerHTML = '<button id="fallback">Pay</button>';
    const popup = new CleanPop();
    const posted = framePosts(popup);
    const onElementsMount = jest.fn();
    const active = await popup.paymentRequest({
      ...basicParams(),
      loadPaystackCheckoutButton: 'fallback',
      onElementsMount,
    });
    expect(onElementsMount).toHaveBeenCalledWith(null);
    expect(active).toBe(popup.activeTransaction());
    expect(popup.isOpen).toBe(false);
    document.getElementById('fallback')?.click();
    expect(popup.isOpen).toBe(true);
    expect(messages(posted).at(-1)).toBe('render');
  });

  it('warns when the fallback button is missing', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const popup = new CleanPop();
    await expect(popup.paymentRequest({ ...basicParams(), loadPaystackCheckoutButton: 'missing' })).resolves.toBeNull();
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('This device does not support any payment request wallet options'),
    );
    warn.mockRestore();
  });

  it('requires the container of the payment request button', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() => new CleanPop({ isPaymentRequest: true, container: 'nowhere' })).toThrow(
      new Error('A container is required to mount the payment request button'),
    );
    warn.mockRestore();
  });
});
