/**
 * The checkout host (port 4101): the page at `/popup` (and `/{accessCode}`), and the same-origin calls
 * that page makes: create or resume the transaction, charge a test card or the vault's saved card,
 * cancel, bank transfer sent.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { checkoutView, savedCard, successPayload } from './answers';
import { checkoutPage } from './checkout-page';
import { provideErrors } from './errors';
import { charge, markPaid, type Sandbox } from './sandbox';
import { SandboxError } from './store';

interface Body {
  params?: unknown;
  accessCode?: unknown;
  number?: unknown;
  expiry?: unknown;
  cvv?: unknown;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function accessCodeOf(body: Body | undefined): string {
  const accessCode = text(body?.accessCode);
  if (!accessCode) throw new SandboxError(400, 'accessCode is required');
  return accessCode;
}

export function registerCheckout(app: FastifyInstance, sandbox: Sandbox): void {
  const { store, config } = sandbox;
  const page = checkoutPage();
  const sendPage = (_request: unknown, reply: { type(type: string): { send(body: string): unknown } }) =>
    reply.type('text/html; charset=utf-8').send(page);

  app.get('/popup', sendPage);
  app.get('/:accessCode', sendPage);

  app.post<{ Body: Body }>('/checkout/transaction', async (request) => {
    const { params } = request.body ?? {};
    const transaction =
      params && typeof params === 'object'
        ? store.create(params as Record<string, unknown>)
        : store.byCode(accessCodeOf(request.body));
    return { status: true, message: 'Transaction loaded', data: checkoutView(transaction, config) };
  });

  app.post<{ Body: Body }>('/checkout/charge', async (request, reply) => {
    const body = request.body ?? {};
    const { transaction, outcome } = charge(sandbox, accessCodeOf(body), {
      number: text(body.number),
      expiry: text(body.expiry),
      cvv: text(body.cvv),
    });
    if (!outcome.approved) return reply.code(402).send({ status: false, message: outcome.message });
    return { status: true, message: 'Approved', data: successPayload(transaction, config) };
  });

  // "Pay with Vault": a customer with a vault pays with their saved test card.
  app.post<{ Body: Body }>('/checkout/vault', async (request) => {
    const transaction = store.open(accessCodeOf(request.body));
    const card = savedCard(transaction, config);
    if (!card) throw new SandboxError(400, 'This customer has no saved payment instruments');
    markPaid(sandbox, transaction, { ...card, reuse: 'approved' });
    return { status: true, message: 'Approved', data: successPayload(transaction, config) };
  });

  app.post<{ Body: Body }>('/checkout/cancel', async (request) => {
    const transaction = store.open(accessCodeOf(request.body));
    transaction.status = 'abandoned';
    return { status: true, message: 'Transaction abandoned', data: { status: transaction.status } };
  });

  app.post<{ Body: Body }>('/checkout/transfer', async (request) => {
    const transaction = store.open(accessCodeOf(request.body));
    transaction.status = 'pending';
    transaction.gatewayResponse = 'Awaiting bank transfer';
    return { status: true, message: 'Transfer pending', data: { status: transaction.status } };
  });
}

export function createCheckout(sandbox: Sandbox): FastifyInstance {
  const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });
  provideErrors(app);
  app.get('/health', async () => ({ status: true, message: 'Payment sandbox checkout is up' }));
  registerCheckout(app, sandbox);
  return app;
}
