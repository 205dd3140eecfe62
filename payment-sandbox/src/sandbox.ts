/**
 * One sandbox: the test merchant's settings, the transactions and the webhook sender, shared by the
 * payment API app and the checkout app. Completing a payment lives here, so both apps agree.
 */
import { verifyData } from './answers';
import { configFromEnv, type SandboxConfig } from './config';
import { RefundStore } from './refunds';
import { TransactionStore, type Transaction } from './store';
import { chargeCard, type ChargeOutcome } from './test-cards';
import { sendWebhook, WebhookSender } from './webhooks';

export interface Sandbox {
  config: SandboxConfig;
  store: TransactionStore;
  refunds: RefundStore;
  webhooks: WebhookSender;
  /** Webhook deliveries still running (tests await them). */
  pending: Set<Promise<void>>;
}

export interface SandboxOptions {
  webhookRetryDelaysMs?: readonly number[];
}

export function createSandbox(config: SandboxConfig = configFromEnv(), options: SandboxOptions = {}): Sandbox {
  return {
    config,
    store: new TransactionStore(config),
    refunds: new RefundStore(),
    webhooks: new WebhookSender(config.webhookUrl, config.secretKey, options.webhookRetryDelaysMs),
    pending: new Set(),
  };
}

/** Marks the transaction paid and sends `charge.success`. */
export function markPaid(sandbox: Sandbox, transaction: Transaction, card: Transaction['authorization']): void {
  transaction.status = 'success';
  transaction.gatewayResponse = 'Successful';
  transaction.paidAt = new Date().toISOString();
  transaction.authorization = card;
  sendWebhook(sandbox, 'charge.success', verifyData(transaction), transaction.reference);
}

/** Marks the transaction failed with the gateway's words and sends `charge.failed`. */
export function markFailed(sandbox: Sandbox, transaction: Transaction, message: string): void {
  transaction.status = 'failed';
  transaction.gatewayResponse = message;
  sendWebhook(sandbox, 'charge.failed', verifyData(transaction), transaction.reference);
}

/** Charges a test card against an open transaction. */
export function charge(
  sandbox: Sandbox,
  accessCode: string,
  card: { number: string; expiry: string; cvv: string },
): { transaction: Transaction; outcome: ChargeOutcome } {
  const transaction = sandbox.store.open(accessCode);
  const outcome = chargeCard(card);
  if (outcome.approved) {
    markPaid(sandbox, transaction, {
      last4: outcome.last4,
      bin: outcome.bin,
      brand: outcome.brand,
      reuse: outcome.reuse,
    });
  } else {
    transaction.status = 'failed';
    transaction.gatewayResponse = outcome.message;
  }
  return { transaction, outcome };
}
