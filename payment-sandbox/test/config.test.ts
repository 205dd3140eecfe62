import { configFromEnv, DEFAULT_CONFIG } from '../src/config';

describe('sandbox settings', () => {
  it('defaults to the test merchant and the local API webhook', () => {
    expect(configFromEnv({})).toEqual(DEFAULT_CONFIG);
    expect(DEFAULT_CONFIG).toMatchObject({
      publicKey: 'pk_test_sandbox_clean',
      secretKey: 'sk_test_sandbox_clean',
      webhookUrl: 'http://127.0.0.1:4000/api/payments/webhook',
      vaultEmails: ['vault@example.com'],
    });
  });

  it('reads every setting from the environment; an empty webhook URL disables webhooks', () => {
    expect(
      configFromEnv({
        SANDBOX_PUBLIC_KEY: 'pk_test_a',
        SANDBOX_SECRET_KEY: 'sk_test_a',
        SANDBOX_WEBHOOK_URL: '',
        SANDBOX_CHECKOUT_URL: 'http://checkout.test/',
        SANDBOX_MERCHANT_NAME: 'Shop',
        SANDBOX_MERCHANT_ID: '7',
        SANDBOX_MERCHANT_LOGO: 'http://logo.test/l.png',
        SANDBOX_VAULT_EMAILS: ' Saved@Shop.test , other@shop.test,',
        SANDBOX_REFUND_SETTLE_MS: '250',
      }),
    ).toEqual({
      publicKey: 'pk_test_a',
      secretKey: 'sk_test_a',
      webhookUrl: '',
      checkoutUrl: 'http://checkout.test/',
      merchantName: 'Shop',
      merchantId: 7,
      merchantLogo: 'http://logo.test/l.png',
      vaultEmails: ['saved@shop.test', 'other@shop.test'],
      refundSettleMs: 250,
    });
    expect(configFromEnv({ SANDBOX_VAULT_EMAILS: '' }).vaultEmails).toEqual([]);
    expect(configFromEnv({ SANDBOX_REFUND_SETTLE_MS: 'manual' }).refundSettleMs).toBeNull();
  });
});
