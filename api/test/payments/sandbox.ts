/**
 * The real payment sandbox (payment-sandbox/src), started in-process for the payment tests: its payment
 * API listens on an ephemeral loopback port, so the API under test verifies over HTTP exactly as it
 * does against the provider; payments are made through the sandbox's checkout app (test cards).
 */
import type { FastifyInstance } from 'fastify';
import { DEFAULT_CONFIG } from '../../../payment-sandbox/src/config';
import { buildCheckout, buildPaymentApi, createSandbox, type Sandbox } from '../../../payment-sandbox/src/server';
import { sign, WebhookSender } from '../../../payment-sandbox/src/webhooks';
import { SETUP_TIMEOUT_MS } from '../helpers/build-app';

export const SECRET_KEY = DEFAULT_CONFIG.secretKey;
export const SUCCESS_CARD = { number: '4084 0840 8408 4081', expiry: '12/39', cvv: '408' };
export const DECLINED_CARD = { number: '4000 0000 0000 0002', expiry: '12/39', cvv: '123' };

export interface PaymentSandbox {
  /** Settings that point the API at this sandbox; filled in before the test app is built. */
  readonly env: Record<string, string>;
  readonly sandbox: Sandbox;
  readonly apiUrl: string;
  /** Starts a transaction as a merchant's server does (`POST /transaction/initialize`); its access code. */
  initialize(params: {
    reference: string;
    amount: number;
    email?: string;
    currency?: string;
    metadata?: unknown;
  }): Promise<string>;
  /** Pays an initialized transaction with a test card, through the checkout page's own call. */
  payWithCard(accessCode: string, card?: typeof SUCCESS_CARD): Promise<void>;
  /** Initializes a transaction and reports its bank transfer sent, as the checkout page does: status `pending`. */
  startTransfer(params: { reference: string; amount: number }): Promise<void>;
  /** The transfer arrives (`POST /sandbox/transfers/:reference/confirm`): paid, and `charge.success` is sent. */
  confirmTransfer(reference: string): Promise<void>;
  /** Initializes and pays with the approved test card. */
  pay(params: { reference: string; amount: number; currency?: string; metadata?: unknown }): Promise<void>;
  /** The provider's view of a transaction (`GET /transaction/verify/:reference`, secret key). */
  verifyData(reference: string): Promise<Record<string, unknown>>;
  /** Ends a pending refund on the provider's side (`POST /sandbox/refunds/:id/process|fail`). */
  settleRefund(id: number, outcome: 'process' | 'fail'): Promise<void>;
  /** Sends the sandbox's signed webhooks to `url` from now on (no retries); '' turns them off. */
  sendWebhooksTo(url: string): void;
  /** Waits for the webhook deliveries in flight. */
  settled(): Promise<void>;
  /** Signs a body as the sandbox does. */
  sign(body: string, secretKey?: string): string;
}

/** Starts the sandbox before the suite's tests (call before `useTestApp`) and stops it after them. */
export function usePaymentSandbox(): PaymentSandbox {
  const env: Record<string, string> = {};
  let sandbox: Sandbox | undefined;
  let api: FastifyInstance | undefined;
  let checkout: FastifyInstance | undefined;
  let apiUrl = '';

  beforeAll(async () => {
    const level = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = 'silent'; // the sandbox's request logs would drown the test output
    // Refunds wait for the test (`settleRefund`), as webhooks do.
    sandbox = createSandbox({ ...DEFAULT_CONFIG, webhookUrl: '', refundSettleMs: null }, { webhookRetryDelaysMs: [] });
    api = buildPaymentApi(sandbox);
    checkout = buildCheckout(sandbox);
    if (level === undefined) delete process.env.LOG_LEVEL;
    else process.env.LOG_LEVEL = level;
    apiUrl = await api.listen({ host: '127.0.0.1', port: 0 });
    await checkout.ready();
    Object.assign(env, { PAYMENT_API_URL: apiUrl, PAYMENT_SECRET_KEY: SECRET_KEY, PAYMENT_TIMEOUT_MS: '5000' });
  }, SETUP_TIMEOUT_MS);

  afterAll(async () => {
    if (sandbox) await Promise.all(sandbox.pending);
    await Promise.all([api?.close(), checkout?.close()]);
  }, SETUP_TIMEOUT_MS);

  const started = () => {
    if (!sandbox || !checkout) throw new Error('The payment sandbox starts in beforeAll');
    return { sandbox, checkout };
  };

  async function call(path: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
    const response = await fetch(`${apiUrl}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${SECRET_KEY}`, 'content-type': 'application/json' },
    });
    const body = (await response.json()) as { status: boolean; message: string; data: Record<string, unknown> };
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${body.message}`);
    return body.data;
  }

  const context: PaymentSandbox = {
    env,
    get sandbox() {
      return started().sandbox;
    },
    get apiUrl() {
      return apiUrl;
    },
    async initialize({ email = 'chidi.eze@example.ng', ...params }) {
      const data = await call('/transaction/initialize', {
        method: 'POST',
        body: JSON.stringify({ email, ...params }),
      });
      return data.access_code as string;
    },
    async payWithCard(accessCode, card = SUCCESS_CARD) {
      const response = await started().checkout.inject({
        method: 'POST',
        url: '/checkout/charge',
        payload: { accessCode, ...card },
      });
      if (card === SUCCESS_CARD && response.statusCode !== 200) {
        throw new Error(`the test card was refused: ${response.body}`);
      }
    },
    async startTransfer(params) {
      const accessCode = await context.initialize(params);
      const response = await started().checkout.inject({
        method: 'POST',
        url: '/checkout/transfer',
        payload: { accessCode },
      });
      if (response.statusCode !== 200) throw new Error(`the transfer was refused: ${response.body}`);
    },
    async confirmTransfer(reference) {
      await call(`/sandbox/transfers/${encodeURIComponent(reference)}/confirm`, { method: 'POST', body: '{}' });
    },
    async pay(params) {
      await context.payWithCard(await context.initialize(params));
    },
    verifyData(reference) {
      return call(`/transaction/verify/${encodeURIComponent(reference)}`);
    },
    async settleRefund(id, outcome) {
      await call(`/sandbox/refunds/${id}/${outcome}`, { method: 'POST', body: '{}' });
    },
    sendWebhooksTo(url) {
      started().sandbox.webhooks = new WebhookSender(url, SECRET_KEY, []);
    },
    async settled() {
      while (started().sandbox.pending.size > 0) await Promise.all(started().sandbox.pending);
    },
    sign: (body, secretKey = SECRET_KEY) => sign(body, secretKey),
  };
  return context;
}
