/**
 * `POST /transaction/charge_authorization` (secret key), as Paystack's: charges a card saved by an
 * earlier payment, with `email`, `amount` (kobo), `authorization_code` and the merchant's `reference`.
 * The answer is the new transaction (verify's shape): `status: 'success'`, or `'failed'` with the
 * gateway's words ('Declined', 'Insufficient Funds') as the test card of the first payment decides
 * (test-cards.ts); its signed `charge.success` or `charge.failed` webhook follows. A reference used
 * before is refused ('Duplicate Transaction Reference'): a merchant retrying with the same reference
 * never charges twice.
 */
import type { FastifyInstance } from 'fastify';
import { verifyData } from './answers';
import { markFailed, markPaid, type Sandbox } from './sandbox';
import { SandboxError } from './store';
import { REUSE_REFUSALS } from './test-cards';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

export function registerChargeAuthorization(
  app: FastifyInstance,
  sandbox: Sandbox,
  asObject: (body: unknown) => Record<string, unknown>,
): void {
  const { store } = sandbox;
  app.post('/transaction/charge_authorization', async (request) => {
    store.checkSecretKey(request.headers.authorization);
    const body = asObject(request.body);
    const code = text(body.authorization_code);
    const email = text(body.email);
    const reference = text(body.reference);
    const amount = Number(body.amount);
    if (!code) throw new SandboxError(400, 'Authorization code is required');
    if (!email) throw new SandboxError(400, 'Email is required');
    if (!reference) throw new SandboxError(400, 'Reference is required');
    if (!Number.isInteger(amount) || amount <= 0) throw new SandboxError(400, 'Invalid Amount Sent');
    const saved = store.byAuthorization(code);
    const card = saved.authorization;
    if (!card) throw new SandboxError(400, 'Invalid authorization code');
    if (saved.email.toLowerCase() !== email.toLowerCase()) {
      throw new SandboxError(400, 'Authorization code is not valid for this email');
    }
    const transaction = store.createCharge({
      reference,
      email,
      amount,
      currency: (text(body.currency) ?? saved.currency).toUpperCase(),
      metadata: body.metadata ?? null,
    });
    // The charge names the card and authorization it used, as the provider's does.
    transaction.authorization = { ...card, code };
    if (card.reuse === 'approved') markPaid(sandbox, transaction, { ...card, code });
    else markFailed(sandbox, transaction, REUSE_REFUSALS[card.reuse]);
    return { status: true, message: 'Charge attempted', data: verifyData(transaction) };
  });
}
