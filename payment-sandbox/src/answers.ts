/**
 * The shapes the sandbox answers with, as the provider's: `data` of request_inline and
 * verify_access_code (the fields the popup reads), of the server-side verify and of webhooks, and the
 * success payload the checkout frame posts to the page.
 */
import { createHash } from 'node:crypto';
import type { SandboxConfig } from './config';
import { authorizationCode, type Transaction } from './store';
import { TEST_CARDS } from './test-cards';

const customerCode = (email: string): string =>
  `CUS_${createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 15)}`;

export function customer(transaction: Transaction) {
  return {
    id: parseInt(createHash('sha256').update(transaction.email.toLowerCase()).digest('hex').slice(0, 8), 16),
    first_name: transaction.firstName ?? null,
    last_name: transaction.lastName ?? null,
    email: transaction.email,
    customer_code: customerCode(transaction.email),
    phone: transaction.phone ?? null,
    metadata: null,
    risk_action: 'default',
  };
}

/** The saved test card of a customer with a vault (the success card), or null. */
export function savedCard(transaction: Transaction, config: SandboxConfig) {
  return config.vaultEmails.includes(transaction.email.toLowerCase())
    ? {
        last4: TEST_CARDS.success.slice(-4),
        bin: TEST_CARDS.success.slice(0, 6),
        brand: 'visa',
      }
    : null;
}

/** `data` of request_inline and verify_access_code. */
export function inlineData(transaction: Transaction, config: SandboxConfig) {
  const vault = !!savedCard(transaction, config);
  return {
    id: transaction.id,
    access_code: transaction.accessCode,
    reference: transaction.reference,
    transaction_status: transaction.status,
    merchant_key: config.publicKey,
    merchant_id: config.merchantId,
    merchant_name: config.merchantName,
    merchant_logo: config.merchantLogo,
    email: transaction.email,
    amount: transaction.amount,
    currency: transaction.currency,
    label: transaction.label ?? null,
    channels: transaction.channels,
    log: transaction.log,
    custom_filters: { recurring: false },
    plan_details: null,
    link_config: { enabled: vault, has_payment_instruments: vault },
  };
}

/** `data` of GET /transaction/verify/:reference, and of the `charge.success` webhook. */
export function verifyData(transaction: Transaction) {
  const card = transaction.authorization;
  return {
    id: transaction.id,
    domain: 'test',
    status: transaction.status,
    reference: transaction.reference,
    amount: transaction.amount,
    requested_amount: transaction.amount,
    message: null,
    gateway_response: transaction.gatewayResponse,
    paid_at: transaction.paidAt,
    created_at: transaction.createdAt,
    channel: card || transaction.status !== 'success' ? 'card' : 'bank_transfer',
    currency: transaction.currency,
    ip_address: transaction.ipAddress,
    metadata: transaction.metadata,
    log: transaction.log,
    fees: transaction.status === 'success' ? Math.min(Math.round(transaction.amount * 0.015), 200000) : null,
    authorization: card
      ? {
          authorization_code: card.code ?? authorizationCode(transaction),
          bin: card.bin,
          last4: card.last4,
          exp_month: '12',
          exp_year: '2030',
          channel: 'card',
          card_type: card.brand,
          bank: 'TEST BANK',
          country_code: 'NG',
          brand: card.brand,
          reusable: true,
          signature: `SIG_${card.bin}${card.last4}`,
          account_name: null,
        }
      : {},
    customer: customer(transaction),
    plan: null,
    order_id: null,
    paidAt: transaction.paidAt,
    createdAt: transaction.createdAt,
    transaction_date: transaction.createdAt,
  };
}

/** What the checkout frame posts with `success`: passed to the merchant's onSuccess unchanged. */
export function successPayload(transaction: Transaction, config: SandboxConfig) {
  return {
    id: transaction.id,
    reference: transaction.reference,
    message: 'Approved',
    status: 'success',
    trans: String(transaction.id),
    transaction: String(transaction.id),
    trxref: transaction.reference,
    redirecturl: `${config.checkoutUrl}close?trxref=${encodeURIComponent(transaction.reference)}&reference=${encodeURIComponent(transaction.reference)}`,
  };
}

/** What the checkout frame needs to show a transaction. */
export function checkoutView(transaction: Transaction, config: SandboxConfig) {
  return {
    id: transaction.id,
    accessCode: transaction.accessCode,
    reference: transaction.reference,
    amount: transaction.amount,
    currency: transaction.currency,
    email: transaction.email,
    label: transaction.label ?? null,
    channels: transaction.channels,
    status: transaction.status,
    merchantName: config.merchantName,
    customer: customer(transaction),
    savedCard: savedCard(transaction, config),
  };
}
