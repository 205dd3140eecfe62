import { CleanPop } from '../src';
import { basicParams } from './helpers';

describe('deprecated embed mode: PaystackPop.setup({container})', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="pay-here"><p>old content</p></div>';
  });

  it('frames the checkout inside the container and maps the string messages to callbacks', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onSuccess = jest.fn();
    const onCancel = jest.fn();
    const transaction = CleanPop.setup({ ...basicParams(), container: 'pay-here', onSuccess, onCancel });
    const container = document.getElementById('pay-here') as HTMLElement;
    expect(container.classList.contains('paystack-embed-container')).toBe(true);
    expect(container.textContent).not.toContain('old content');
    const frame = container.querySelector('iframe') as HTMLIFrameElement;
    expect(frame.id).toMatch(/^embed-checkout-[A-Za-z0-9]{5}$/);
    const src = new URL(frame.src);
    expect(`${src.origin}${src.pathname}`).toBe('https://paystack.com/assets/payment/production/inline.html');
    expect(Object.fromEntries(src.searchParams)).toMatchObject({
      key: 'pk_test_x',
      email: 'a@b.co',
      amount: '10000',
      container: 'pay-here',
      mode: 'popup',
    });

    window.dispatchEvent(new MessageEvent('message', { data: 'PaystackClose abc', origin: 'https://paystack.com' }));
    expect(onSuccess).not.toHaveBeenCalled();
    window.dispatchEvent(
      new MessageEvent('message', { data: 'PaystackClose abc {"reference":"r1"}', origin: 'https://paystack.com' }),
    );
    expect(onSuccess).toHaveBeenCalledWith('PaystackClose abc {"reference":"r1"}');
    expect(transaction.isActive).toBe(false);
    expect(onCancel).not.toHaveBeenCalled();

    const second = CleanPop.setup({ ...basicParams(), amount: 2, container: 'pay-here', onCancel });
    window.dispatchEvent(new MessageEvent('message', { data: 'PaystackTLSClose', origin: 'https://paystack.com' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(second.isActive).toBe(false);
    warn.mockRestore();
  });
});
