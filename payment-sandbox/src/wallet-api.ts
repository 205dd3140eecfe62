/**
 * The device-wallet (Apple Pay) endpoints the popup calls on the payment host, form-encoded:
 * - POST /applepay/validate-session/ `{transaction, sessionUrl, displayName, domainName}`: answers a
 *   fake merchant session (the sandbox cannot ask Apple);
 * - POST /applepay/charge `{transaction, paymentObject}`: approves the payment, unless the payment
 *   object's JSON contains "declined".
 * Answers are `{status, message, data}`; a charge answers `status: 'success' | 'failed'`.
 */
import type { FastifyInstance } from 'fastify';
import { successPayload } from './answers';
import { markPaid, type Sandbox } from './sandbox';
import { SandboxError } from './store';

type Fields = Record<string, string | undefined>;

function openTransaction(sandbox: Sandbox, id: string | undefined) {
  if (!id) throw new SandboxError(400, 'transaction is required');
  const transaction = sandbox.store.byId(id);
  if (transaction.status === 'success') throw new SandboxError(400, 'Transaction has already been completed');
  if (!transaction.channels.includes('apple_pay'))
    throw new SandboxError(400, 'Apple Pay is not enabled for this transaction');
  return transaction;
}

export function registerWalletApi(app: FastifyInstance, sandbox: Sandbox): void {
  app.post<{ Body: Fields }>('/applepay/validate-session/', async (request) => {
    const { transaction: id, sessionUrl, domainName } = request.body ?? {};
    const transaction = openTransaction(sandbox, id);
    if (!sessionUrl) throw new SandboxError(400, 'sessionUrl is required');
    return {
      status: true,
      message: 'Session validated',
      data: {
        merchantSessionIdentifier: `sandbox_${transaction.accessCode}`,
        domainName: domainName ?? '',
        displayName: sandbox.config.merchantName,
        epochTimestamp: Date.now(),
        expiresAt: Date.now() + 5 * 60_000,
      },
    };
  });

  app.post<{ Body: Fields }>('/applepay/charge', async (request) => {
    const { transaction: id, paymentObject = '' } = request.body ?? {};
    const transaction = openTransaction(sandbox, id);
    if (paymentObject.includes('declined')) {
      transaction.status = 'failed';
      transaction.gatewayResponse = 'Declined';
      return { status: 'failed', message: 'Declined', data: null };
    }
    markPaid(sandbox, transaction, { last4: '0000', bin: '000000', brand: 'apple pay', reuse: 'approved' });
    return { status: 'success', message: 'Approved', data: successPayload(transaction, sandbox.config) };
  });
}
