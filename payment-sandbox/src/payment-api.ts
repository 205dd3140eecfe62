/**
 * The payment API (port 4100), the provider's calls used by the popup and by the merchant's server:
 * - POST /checkout/request_inline: the popup's URL parameters; answers the transaction (`inlineData`).
 * - GET /transaction/verify_access_code/:code: the same answer for an existing transaction.
 * - POST /transaction/set_ip/:id and /transaction/update_log/:id: `Authorization: Bearer {public key}`.
 * - POST /transaction/initialize: server to server (secret key), as a merchant's back end starts a
 *   transaction; answers `{authorization_url, access_code, reference}` (for `resumeTransaction`).
 * - GET /transaction/verify/:reference: server to server, `Authorization: Bearer {secret key}`.
 * - POST /sandbox/transfers/:reference/confirm (sandbox only, secret key): a pending bank transfer
 *   arrives; the transaction succeeds and `charge.success` is sent.
 * - POST /transaction/charge_authorization: server to server, charges a card saved by an earlier
 *   payment (see charge-authorization.ts).
 * - POST /refund, GET /refund/:id: the Refund API (secret key), see refunds.ts; POST
 *   /sandbox/refunds/:id/process|fail (sandbox only) ends a pending refund and sends its webhook.
 * - POST /applepay/validate-session/ and /applepay/charge: the device wallet (see wallet-api.ts).
 * Unknown keys are refused with `{status:false, message:'Invalid key'}` and 401.
 */
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { inlineData, verifyData } from './answers';
import { provideErrors } from './errors';
import { markPaid, type Sandbox } from './sandbox';
import { SandboxError } from './store';
import { registerChargeAuthorization } from './charge-authorization';
import { registerRefundApi } from './refunds';
import { registerWalletApi } from './wallet-api';

const asObject = (body: unknown): Record<string, unknown> => {
  if (typeof body === 'string') {
    try {
      return asObject(JSON.parse(body));
    } catch {
      throw new SandboxError(400, 'Invalid JSON body');
    }
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new SandboxError(400, 'Invalid JSON body');
  return body as Record<string, unknown>;
};

export function registerPaymentApi(app: FastifyInstance, sandbox: Sandbox): void {
  const { store, config } = sandbox;

  app.post('/checkout/request_inline', async (request) => {
    const transaction = store.create(asObject(request.body));
    return { status: true, message: 'Access code retrieved', data: inlineData(transaction, config) };
  });

  app.get<{ Params: { code: string } }>('/transaction/verify_access_code/:code', async (request) => {
    const transaction = store.byCode(request.params.code);
    return { status: true, message: 'Access code validated', data: inlineData(transaction, config) };
  });

  app.post<{ Params: { id: string } }>('/transaction/set_ip/:id', async (request) => {
    store.checkMerchantKey(request.headers.authorization);
    const transaction = store.byId(request.params.id);
    transaction.ipAddress = request.ip;
    return { status: true, message: 'IP address saved' };
  });

  app.post<{ Params: { id: string } }>('/transaction/update_log/:id', async (request) => {
    store.checkMerchantKey(request.headers.authorization);
    const transaction = store.byId(request.params.id);
    const { payload } = asObject(request.body);
    if (typeof payload !== 'string') throw new SandboxError(400, 'payload is required');
    transaction.log = asObject(payload);
    return { status: true, message: 'Log updated' };
  });

  app.post('/transaction/initialize', async (request) => {
    store.checkSecretKey(request.headers.authorization);
    const { reference, metadata, ...rest } = asObject(request.body);
    const transaction = store.create({
      ...rest,
      ref: reference,
      metadata: typeof metadata === 'string' || metadata === undefined ? metadata : JSON.stringify(metadata),
      key: config.publicKey,
    });
    return {
      status: true,
      message: 'Authorization URL created',
      data: {
        authorization_url: `${config.checkoutUrl}${transaction.accessCode}`,
        access_code: transaction.accessCode,
        reference: transaction.reference,
      },
    };
  });

  app.get<{ Params: { reference: string } }>('/transaction/verify/:reference', async (request) => {
    store.checkSecretKey(request.headers.authorization);
    const transaction = store.byRef(request.params.reference);
    return { status: true, message: 'Verification successful', data: verifyData(transaction) };
  });

  registerRefundApi(app, sandbox, asObject);
  registerChargeAuthorization(app, sandbox, asObject);

  app.post<{ Params: { reference: string } }>('/sandbox/transfers/:reference/confirm', async (request) => {
    store.checkSecretKey(request.headers.authorization);
    const transaction = store.byRef(request.params.reference);
    if (transaction.status !== 'pending')
      throw new SandboxError(400, 'No bank transfer is pending for this transaction');
    markPaid(sandbox, transaction, null);
    return { status: true, message: 'Transfer confirmed', data: verifyData(transaction) };
  });
}

export function createPaymentApi(sandbox: Sandbox): FastifyInstance {
  const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info', redact: ['req.headers.authorization'] } });
  // Merchant pages call from any origin, with Authorization and x-connect-account headers.
  void app.register(cors, { origin: true });
  void app.register(formbody);
  provideErrors(app);
  app.get('/health', async () => ({ status: true, message: 'Payment sandbox API is up' }));
  registerPaymentApi(app, sandbox);
  registerWalletApi(app, sandbox);
  return app;
}
