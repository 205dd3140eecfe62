/**
 * Signed webhooks (`charge.success`, `refund.processed`, `refund.failed`), as the provider sends them: a JSON body POSTed to the merchant's URL with
 * `x-paystack-signature`, the HMAC-SHA512 (hex) of the raw body keyed with the secret key. A failed
 * delivery is retried after each delay; every attempt is recorded.
 */
import { createHmac } from 'node:crypto';

export interface WebhookDelivery {
  event: string;
  reference: string;
  url: string;
  attempt: number;
  statusCode?: number;
  error?: string;
}

export const sign = (body: string, secretKey: string): string =>
  createHmac('sha512', secretKey).update(body).digest('hex');

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class WebhookSender {
  readonly deliveries: WebhookDelivery[] = [];

  constructor(
    private readonly url: string,
    private readonly secretKey: string,
    private readonly retryDelaysMs: readonly number[] = [1000, 5000],
  ) {}

  /** Sends `{event, data}` about the transaction `reference`; resolves once delivered or out of retries (never rejects). */
  async send(event: string, data: object, reference: string): Promise<void> {
    if (!this.url) return;
    const body = JSON.stringify({ event, data });
    const headers = { 'content-type': 'application/json', 'x-paystack-signature': sign(body, this.secretKey) };
    for (let attempt = 1; attempt <= this.retryDelaysMs.length + 1; attempt += 1) {
      const delivery: WebhookDelivery = { event, reference, url: this.url, attempt };
      this.deliveries.push(delivery);
      try {
        const response = await fetch(this.url, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) });
        delivery.statusCode = response.status;
        if (response.ok) return;
      } catch (error) {
        delivery.error = error instanceof Error ? error.message : String(error);
      }
      const delay = this.retryDelaysMs[attempt - 1];
      if (delay !== undefined) await wait(delay);
    }
  }
}

/** A sender and the deliveries still running, which tests await (the sandbox's `webhooks` and `pending`). */
export interface WebhookOutlet {
  webhooks: WebhookSender;
  pending: Set<Promise<void>>;
}

/** Sends a webhook about `reference` (a charge's or a refund's), kept in `pending` until its delivery ends. */
export function sendWebhook(outlet: WebhookOutlet, event: string, data: object, reference: string): void {
  const delivery = outlet.webhooks.send(event, data, reference).finally(() => {
    outlet.pending.delete(delivery);
  });
  outlet.pending.add(delivery);
}
