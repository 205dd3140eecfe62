/**
 * Signed webhook deliveries: a JSON body POSTed to the receiver's URL with the provider's signature
 * header over the exact bytes sent. A failed delivery is retried after each delay; every attempt is
 * recorded (tests and the page read them).
 */
import { createHmac } from 'node:crypto';

export interface WebhookDelivery {
  url: string;
  attempt: number;
  body: string;
  statusCode?: number;
  error?: string;
}

/** Meta's `X-Hub-Signature-256` value: `sha256=` and the hex HMAC-SHA256 of the raw body keyed with the app secret. */
export const metaSignature = (body: string, appSecret: string): string =>
  `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`;

/** Termii's `X-Termii-Signature` value: the hex HMAC-SHA512 of the raw body keyed with the secret key. */
export const termiiSignature = (body: string, secretKey: string): string =>
  createHmac('sha512', secretKey).update(body).digest('hex');

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class WebhookSender {
  readonly deliveries: WebhookDelivery[] = [];

  constructor(
    private readonly url: string,
    private readonly signatureHeaders: (body: string) => Record<string, string>,
    private readonly retryDelaysMs: readonly number[] = [1000, 5000],
  ) {}

  /** POSTs `payload`; resolves once delivered or out of retries (never rejects). */
  async send(payload: object): Promise<void> {
    if (!this.url) return;
    const body = JSON.stringify(payload);
    const headers = { 'content-type': 'application/json', ...this.signatureHeaders(body) };
    for (let attempt = 1; attempt <= this.retryDelaysMs.length + 1; attempt += 1) {
      const delivery: WebhookDelivery = { url: this.url, attempt, body };
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
