import Fastify, { type FastifyInstance } from 'fastify';
import { DEFAULT_CONFIG, type SandboxConfig } from '../src/config';
import { buildCheckout, buildPaymentApi, createSandbox } from '../src/server';

// Request logs would drown the test output.
process.env.LOG_LEVEL = 'silent';

export const PUBLIC_KEY = DEFAULT_CONFIG.publicKey;
export const SECRET_KEY = DEFAULT_CONFIG.secretKey;

/** Both apps on one sandbox; webhooks off unless a URL is given. */
export function sandboxApps(overrides: Partial<SandboxConfig> = {}, webhookRetryDelaysMs: number[] = []) {
  const sandbox = createSandbox({ ...DEFAULT_CONFIG, webhookUrl: '', ...overrides }, { webhookRetryDelaysMs });
  const api = buildPaymentApi(sandbox);
  const checkout = buildCheckout(sandbox);
  return {
    sandbox,
    api,
    checkout,
    close: () => Promise.all([api.close(), checkout.close()]),
  };
}

/** The request_inline body the popup sends (docs/POPUP.md §4). */
export const inlineBody = (overrides: Record<string, unknown> = {}) => ({
  key: PUBLIC_KEY,
  email: 'ada@example.com',
  amount: 1500000,
  metadata: JSON.stringify({ appointmentId: 'a1', referrer: 'http://localhost:3000/booking' }),
  mode: 'popup',
  firstname: 'Ada',
  lastname: 'Obi',
  ref: 'ref-1',
  ...overrides,
});

export const SUCCESS_CARD = { number: '4084 0840 8408 4081', expiry: '12/39', cvv: '408' };
export const DECLINED_CARD = { number: '4000000000000002', expiry: '12/39', cvv: '123' };

export interface Received {
  signature: string | undefined;
  raw: string;
}

/** A merchant server on 127.0.0.1 that records the webhooks it receives. */
export async function webhookReceiver(): Promise<{ url: string; received: Received[]; server: FastifyInstance }> {
  const server = Fastify();
  const received: Received[] = [];
  server.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  server.post('/api/payments/webhook', async (request) => {
    received.push({
      signature: request.headers['x-paystack-signature'] as string | undefined,
      raw: String(request.body),
    });
    return { ok: true };
  });
  const address = await server.listen({ host: '127.0.0.1', port: 0 });
  return { url: `${address}/api/payments/webhook`, received, server };
}

/** Test cards approved in the checkout whose saved authorization is refused later (charge_authorization). */
export const LATER_DECLINED_CARD = { number: '5060 6666 6666 6666 666', expiry: '12/39', cvv: '123' };
export const LATER_INSUFFICIENT_CARD = { number: '5078 5850 7858 5078 585', expiry: '12/39', cvv: '123' };
