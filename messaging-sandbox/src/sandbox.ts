/**
 * One sandbox: the settings, the phones and the two providers' webhook senders, shared by the
 * WhatsApp and Termii routes, the inbox page and the test API. A message's life after its send is
 * answered (its statuses or its delivery report) runs in the background; `idle()` waits for all of it.
 */
import { configFromEnv, type MessagingConfig } from './config';
import { Phones } from './phones';
import { metaSignature, termiiSignature, WebhookSender } from './webhooks';

export interface Sandbox {
  config: MessagingConfig;
  phones: Phones;
  whatsappWebhooks: WebhookSender;
  termiiWebhooks: WebhookSender;
  /** Epoch milliseconds: the clock of the 24-hour session window (tests move it). */
  now: () => number;
  /** Runs a message's background life, kept until it ends so `idle()` can wait for it. */
  track: (work: Promise<void>) => void;
  /** Resolves once every message's background life (and its webhooks) has ended. */
  idle: () => Promise<void>;
  /** Termii's running balance, in naira. */
  balance: number;
}

export interface SandboxOptions {
  webhookRetryDelaysMs?: readonly number[];
  now?: () => number;
}

export function createSandbox(config: MessagingConfig = configFromEnv(), options: SandboxOptions = {}): Sandbox {
  const pending = new Set<Promise<void>>();
  const { whatsapp, termii } = config;
  return {
    config,
    phones: new Phones(termii.dndNumbers),
    whatsappWebhooks: new WebhookSender(
      whatsapp.webhookUrl,
      (body) => ({ 'x-hub-signature-256': metaSignature(body, whatsapp.appSecret) }),
      options.webhookRetryDelaysMs,
    ),
    termiiWebhooks: new WebhookSender(
      termii.webhookUrl,
      (body) => ({ 'x-termii-signature': termiiSignature(body, termii.secretKey) }),
      options.webhookRetryDelaysMs,
    ),
    now: options.now ?? Date.now,
    track(work) {
      const tracked = work
        .catch((error: unknown) => console.error('messaging sandbox:', error))
        .finally(() => pending.delete(tracked));
      pending.add(tracked);
    },
    async idle() {
      while (pending.size > 0) await Promise.all(pending);
    },
    balance: termii.balance,
  };
}

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
