/**
 * Sandbox settings from the environment, with working local defaults (documented in
 * payment-sandbox/README.md and .env.example). One test merchant: its public key is what the site's
 * runtime config uses (`pk_test_sandbox_clean`), its secret key is what the API verifies with.
 */
export interface SandboxConfig {
  publicKey: string;
  secretKey: string;
  merchantId: number;
  merchantName: string;
  merchantLogo: string;
  /** Where signed `charge.success` webhooks are POSTed; empty disables them. */
  webhookUrl: string;
  /** The checkout host as merchants see it: `authorization_url` is this plus the access code. */
  checkoutUrl: string;
  /**
   * Test customers with a vault (saved payment instruments): request_inline answers
   * `link_config.enabled` and `has_payment_instruments` for them, so `checkout()` offers the vault, and
   * the checkout page pays with their saved test card.
   */
  vaultEmails: string[];
  /**
   * Milliseconds after which a refund is processed by itself (and `refund.processed` sent); null: only
   * when `POST /sandbox/refunds/:id/process` or `/fail` says so (SANDBOX_REFUND_SETTLE_MS=manual).
   */
  refundSettleMs: number | null;
}

export const DEFAULT_CONFIG: SandboxConfig = {
  publicKey: 'pk_test_sandbox_clean',
  secretKey: 'sk_test_sandbox_clean',
  merchantId: 1,
  merchantName: 'Sparkle Cleaning & Laundry',
  merchantLogo: '',
  webhookUrl: 'http://127.0.0.1:4000/api/payments/webhook',
  checkoutUrl: 'http://localhost:4101/',
  vaultEmails: ['vault@example.com'],
  refundSettleMs: 1000,
};

type Env = Record<string, string | undefined>;

export function configFromEnv(env: Env = process.env): SandboxConfig {
  return {
    publicKey: env.SANDBOX_PUBLIC_KEY || DEFAULT_CONFIG.publicKey,
    secretKey: env.SANDBOX_SECRET_KEY || DEFAULT_CONFIG.secretKey,
    merchantId: Number(env.SANDBOX_MERCHANT_ID) || DEFAULT_CONFIG.merchantId,
    merchantName: env.SANDBOX_MERCHANT_NAME || DEFAULT_CONFIG.merchantName,
    merchantLogo: env.SANDBOX_MERCHANT_LOGO ?? DEFAULT_CONFIG.merchantLogo,
    webhookUrl: env.SANDBOX_WEBHOOK_URL ?? DEFAULT_CONFIG.webhookUrl,
    checkoutUrl: env.SANDBOX_CHECKOUT_URL || DEFAULT_CONFIG.checkoutUrl,
    vaultEmails:
      env.SANDBOX_VAULT_EMAILS === undefined
        ? DEFAULT_CONFIG.vaultEmails
        : env.SANDBOX_VAULT_EMAILS.split(',')
            .map((email) => email.trim().toLowerCase())
            .filter(Boolean),
    refundSettleMs:
      env.SANDBOX_REFUND_SETTLE_MS === 'manual'
        ? null
        : Number.isInteger(Number(env.SANDBOX_REFUND_SETTLE_MS)) && env.SANDBOX_REFUND_SETTLE_MS
          ? Number(env.SANDBOX_REFUND_SETTLE_MS)
          : DEFAULT_CONFIG.refundSettleMs,
  };
}
