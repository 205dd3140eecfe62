import { CleanPop, type PopupTransaction } from '../src';
import { CHECKOUT_ORIGIN, basicParams, framePosts, fromCheckout, messages } from './helpers';

const success = { id: 5001, reference: 'ref1', message: 'Approved', status: 'success', trxref: 'ref1' };

describe('popup lifecycle', () => {
  let popup: CleanPop;
  let posted: jest.Mock;
  beforeEach(() => {
    document.body.innerHTML = '';
    jest.useFakeTimers();
    popup = new CleanPop();
    posted = framePosts(popup);
  });
  afterEach(() => jest.useRealTimers());

  it('creates the hidden loading and checkout frames at once', () => {
    const background = document.getElementById(`inline-background-${popup.id}`) as HTMLIFrameElement;
    const checkout = document.getElementById(`inline-checkout-${popup.id}`) as HTMLIFrameElement;
    expect(popup.id).toMatch(/^[A-Za-z0-9]{5}$/);
    expect(checkout.src).toBe('https://checkout.paystack.com/popup');
    expect(checkout.getAttribute('allow')).toBe('payment; clipboard-read; clipboard-write');
    expect(background.contentWindow?.document.getElementById('app-loader')).not.toBeNull();
    for (const frame of [background, checkout]) expect(frame.style.display).toBe('none');
    expect(popup.isOpen).toBe(false);
    expect(popup.isLoaded).toBe(false);
  });

  it('uses configured hosts for the checkout frame and the origin it trusts', () => {
    const local = new CleanPop({ hosts: { checkoutHost: 'http://127.0.0.1:4101' } });
    expect(local.checkoutIframe.src).toBe('http://127.0.0.1:4101/popup');
    local.newTransaction(basicParams());
    const onLoad = jest.fn();
    local.activeTransaction()!.callbacks.onLoad = onLoad;
    fromCheckout('loaded:transaction', { id: 1, accessCode: 'ac' });
    expect(onLoad).not.toHaveBeenCalled();
    fromCheckout('loaded:transaction', { id: 1, accessCode: 'ac' }, 'http://127.0.0.1:4101');
    expect(onLoad).toHaveBeenCalledWith({ id: 1, customer: undefined, accessCode: 'ac' });
  });

  it('sends the transaction, shows the popup and reports it loaded, then succeeds', () => {
    const calls: string[] = [];
    const transaction = popup.newTransaction({
      ...basicParams(),
      onLoad: (data) => calls.push(`load ${JSON.stringify(data)}`),
      onSuccess: (data) => calls.push(`success ${data.reference}`),
      callback: (data) => calls.push(`callback ${data.reference}`),
      onCancel: () => calls.push('cancel'),
    });
    expect(messages(posted)).toEqual([
      { type: 'inline:url', path: 'newTransaction', params: transaction.urlParameters },
      'render',
    ]);
    expect(popup.isOpen).toBe(true);
    expect(popup.checkoutIframe.style.visibility).toBe('visible');

    fromCheckout('loaded:checkout');
    expect(popup.isLoaded).toBe(true);
    expect(messages(posted)[2]).toEqual({
      type: 'inline:url',
      path: 'newTransaction',
      params: transaction.urlParameters,
    });

    const loader = popup.backgroundIframe.contentWindow?.document.getElementById('app-loader') as HTMLElement;
    expect(loader.style.display).toBe('');
    fromCheckout('loaded:transaction', { id: 5001, customer: { email: 'a@b.co' }, accessCode: 'ac_5001', extra: 1 });
    expect(loader.style.display).toBe('none');
    expect(transaction.authorizationUrl).toBe('https://checkout.paystack.com/ac_5001');
    expect(transaction.id).toBe(5001);

    fromCheckout('success', success);
    expect(calls).toEqual([
      'load {"id":5001,"customer":{"email":"a@b.co"},"accessCode":"ac_5001"}',
      'success ref1',
      'callback ref1',
    ]);
    expect(transaction).toMatchObject({ isActive: false, status: 'success', response: success });
    expect(popup.isOpen).toBe(false);
    expect(popup.checkoutIframe.style.display).toBe('none');
    expect(messages(posted)).not.toContain('close');
    jest.advanceTimersByTime(300);
    expect(messages(posted).at(-1)).toBe('close');
    expect(popup.backgroundIframe.style.display).toBe('none');
  });

  it('cancels: onCancel then onClose, with the status the checkout reports', () => {
    const calls: string[] = [];
    const transaction = popup.newTransaction({
      ...basicParams(),
      onCancel: () => calls.push('cancel'),
      onClose: () => calls.push('close'),
      onSuccess: () => calls.push('success'),
    });
    fromCheckout('close', { status: 'abandoned' });
    expect(calls).toEqual(['cancel', 'close']);
    expect(transaction).toMatchObject({ isActive: false, status: 'abandoned' });
    expect(popup.activeTransaction()).toBeNull();
    expect(popup.isOpen).toBe(false);
  });

  it('reports a pending bank transfer after cancelling', () => {
    const calls: string[] = [];
    const transaction = popup.newTransaction({
      ...basicParams(),
      onCancel: () => calls.push('cancel'),
      onClose: () => calls.push('close'),
      onBankTransferConfirmationPending: () => calls.push('pending'),
    });
    fromCheckout('transfer:pending', { status: 'pending' });
    expect(calls).toEqual(['cancel', 'close', 'pending']);
    expect(transaction.status).toBe('pending');
  });

  it('keeps the popup open on errors, calling onError only for setup errors', () => {
    const onError = jest.fn();
    const transaction = popup.newTransaction({ ...basicParams(), onError });
    fromCheckout('error', { type: 'charge', message: 'Declined' });
    expect(onError).not.toHaveBeenCalled();
    fromCheckout('error', { type: 'setup', message: 'Invalid key' });
    expect(onError).toHaveBeenCalledWith({ type: 'setup', message: 'Invalid key' });
    expect(transaction.errors).toEqual([
      { type: 'charge', message: 'Declined' },
      { type: 'setup', message: 'Invalid key' },
    ]);
    expect(popup.isOpen).toBe(true);
  });

  it('ignores messages from other origins and non-event messages', () => {
    const onSuccess = jest.fn();
    popup.newTransaction({ ...basicParams(), onSuccess });
    fromCheckout('success', success, 'https://evil.example');
    fromCheckout('success', success, 'https://checkout.paystack.com.evil.example');
    window.dispatchEvent(new MessageEvent('message', { data: 'success', origin: CHECKOUT_ORIGIN }));
    expect(onSuccess).not.toHaveBeenCalled();
    expect(popup.isOpen).toBe(true);
    fromCheckout('success', success);
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('swallows errors thrown by merchant callbacks', () => {
    popup.newTransaction({
      ...basicParams(),
      onSuccess: () => {
        throw new Error('merchant bug');
      },
    });
    expect(() => fromCheckout('success', success)).not.toThrow();
  });

  it('cancels the active transaction when a new one starts', () => {
    const first = jest.fn();
    const firstTransaction = popup.newTransaction({ ...basicParams(), onCancel: first });
    const second = popup.newTransaction({ ...basicParams(), amount: 20000 });
    expect(first).toHaveBeenCalledTimes(1);
    expect(firstTransaction.isActive).toBe(false);
    expect(popup.activeTransaction()).toBe(second);
  });

  it('reopens an unfinished transaction with equal parameters instead of creating one', () => {
    const onCancel = jest.fn();
    const params = { ...basicParams(), onCancel };
    const first = popup.newTransaction(params);
    fromCheckout('loaded:transaction', { id: 7, accessCode: 'ac_7' });
    const again = popup.newTransaction(params);
    expect(again).toBe(first);
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(popup.transactions).toHaveLength(1);
    expect(again.isActive).toBe(true);
    expect(messages(posted).at(-2)).toEqual({
      type: 'inline:url',
      path: 'newTransaction',
      params: { accessCode: 'ac_7' },
    });
  });

  it('does not reopen a transaction that succeeded', () => {
    const first = popup.newTransaction(basicParams());
    fromCheckout('success', success);
    expect(popup.newTransaction(basicParams())).not.toBe(first);
  });

  it('preloads without showing, and the opener shows', () => {
    const open = popup.preloadTransaction(basicParams());
    expect(popup.isOpen).toBe(false);
    expect(messages(posted)).toEqual([expect.objectContaining({ type: 'inline:url' })]);
    open();
    expect(popup.isOpen).toBe(true);
    expect(messages(posted).at(-1)).toBe('render');
  });

  it('also preloads when the parameters say preload: true', () => {
    const transaction = popup.newTransaction({ ...basicParams(), preload: true });
    expect(popup.isOpen).toBe(false);
    expect(transaction.parameters).not.toHaveProperty('preload');
    expect(messages(posted)).toEqual([expect.objectContaining({ type: 'inline:url' })]);
  });

  it('resumes by access code with only the four callbacks', () => {
    const onClose = jest.fn();
    const onCancel = jest.fn();
    const transaction = popup.resumeTransaction('ac_9', { onCancel, onClose } as never);
    expect(messages(posted)[0]).toEqual({ type: 'inline:url', path: 'newTransaction', params: { accessCode: 'ac_9' } });
    // The frame (re)loaded: the transaction is sent again as the official library sends it, with the
    // page as referrer in the metadata and the popup mode (docs/POPUP.md §6, inline:url).
    fromCheckout('loaded:checkout');
    expect(messages(posted).at(-1)).toEqual({
      type: 'inline:url',
      path: 'newTransaction',
      params: { accessCode: 'ac_9', metadata: JSON.stringify({ referrer: window.location.href }), mode: 'popup' },
    });
    fromCheckout('cancel');
    expect(onCancel).toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(transaction.isActive).toBe(false);
  });

  it('cancelTransaction finds a transaction by API id or object, else uses the active one, and closes', () => {
    const calls: string[] = [];
    const first = popup.newTransaction({ ...basicParams(), onCancel: () => calls.push('first') });
    fromCheckout('loaded:transaction', { id: 11, accessCode: 'ac_11' });
    first.isActive = true;
    const second: PopupTransaction = popup.newTransaction({
      ...basicParams(),
      amount: 5,
      onCancel: () => calls.push('second'),
    });
    calls.length = 0;
    popup.cancelTransaction(11);
    expect(calls).toEqual(['first']);
    popup.cancelTransaction(second);
    expect(calls).toEqual(['first', 'second']);
    expect(popup.isOpen).toBe(false);
    popup.cancelTransaction('unknown');
    expect(calls).toEqual(['first', 'second']);
  });

  it('warns on the deprecated setup() and openIframe(), opening only on openIframe', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const transaction = CleanPop.setup({ ...basicParams(), ref: 'legacy-ref', firstname: 'Ada' });
    expect(warn).toHaveBeenCalledWith(
      '"PaystackPop.setup()" has been deprecated, please use "new PaystackPop()". Please consult our documentation at https://developers.paystack.co/docs/paystack-inline',
    );
    const frames = document.querySelectorAll('iframe[id^="inline-checkout-"]');
    const setupFrame = frames[frames.length - 1] as HTMLIFrameElement;
    expect(setupFrame.style.display).toBe('none');
    transaction.openIframe();
    expect(warn).toHaveBeenLastCalledWith(
      '"openIframe" has been deprecated, please use "open". Please consult our documentation at https://developers.paystack.co/docs/paystack-inline',
    );
    expect(setupFrame.style.visibility).toBe('visible');
    warn.mockRestore();
  });
});
