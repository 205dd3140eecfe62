/**
 * The provider's Refund API, as Paystack documents it: `POST /refund` (secret key) with `transaction`
 * (the reference or id of a successful transaction) and an optional `amount` in kobo (default: what is
 * left to refund), answering the refund `pending`; it is later `processed` or `failed`, and each end
 * is sent as a signed `refund.processed` / `refund.failed` webhook. Here a refund is processed after
 * `refundSettleMs`, or (sandbox only) when `POST /sandbox/refunds/:id/process` or `/fail` says so.
 */
import type { FastifyInstance } from 'fastify';
import type { Sandbox } from './sandbox';
import { SandboxError, type Transaction } from './store';
import { sendWebhook } from './webhooks';

export type RefundStatus = 'pending' | 'processed' | 'failed';

export interface Refund {
  id: number;
  transaction: Transaction;
  amount: number;
  currency: string;
  status: RefundStatus;
  merchantNote: string | null;
  customerNote: string | null;
  createdAt: string;
}

/** The refund as the API and its webhooks answer it (Paystack's field names). */
function refundData(refund: Refund) {
  return {
    id: refund.id,
    transaction_reference: refund.transaction.reference,
    refund_reference: `RF${refund.id}`,
    amount: refund.amount,
    currency: refund.currency,
    status: refund.status,
    merchant_note: refund.merchantNote,
    customer_note: refund.customerNote,
    transaction: {
      id: refund.transaction.id,
      reference: refund.transaction.reference,
      amount: refund.transaction.amount,
    },
    createdAt: refund.createdAt,
  };
}

export class RefundStore {
  private nextId = 9001;
  readonly byId = new Map<number, Refund>();

  /** Money of the transaction not yet refunded (pending and processed refunds count). */
  left(transaction: Transaction): number {
    let refunded = 0;
    for (const refund of this.byId.values()) {
      if (refund.transaction === transaction && refund.status !== 'failed') refunded += refund.amount;
    }
    return transaction.amount - refunded;
  }

  create(transaction: Transaction, params: Record<string, unknown>): Refund {
    if (transaction.status !== 'success') throw new SandboxError(400, 'Transaction has not been completed');
    const left = this.left(transaction);
    if (left <= 0) throw new SandboxError(400, 'Transaction has been fully reversed');
    const amount = params.amount === undefined ? left : Number(params.amount);
    if (!Number.isInteger(amount) || amount <= 0) throw new SandboxError(400, 'Invalid amount');
    if (amount > left) throw new SandboxError(400, 'Refund amount cannot be greater than the amount left to refund');
    const refund: Refund = {
      id: this.nextId++,
      transaction,
      amount,
      currency: transaction.currency,
      status: 'pending',
      merchantNote: typeof params.merchant_note === 'string' ? params.merchant_note : null,
      customerNote: typeof params.customer_note === 'string' ? params.customer_note : null,
      createdAt: new Date().toISOString(),
    };
    this.byId.set(refund.id, refund);
    return refund;
  }

  get(id: string | number): Refund {
    const refund = this.byId.get(Number(id));
    if (!refund) throw new SandboxError(404, 'Refund not found');
    return refund;
  }
}

/** Ends a pending refund and sends its webhook. A refund already ended is refused. */
export function settleRefund(sandbox: Sandbox, refund: Refund, status: 'processed' | 'failed'): void {
  if (refund.status !== 'pending') throw new SandboxError(400, `Refund is already ${refund.status}`);
  refund.status = status;
  sendWebhook(sandbox, `refund.${status}`, refundData(refund), refund.transaction.reference);
}

export function registerRefundApi(
  app: FastifyInstance,
  sandbox: Sandbox,
  asObject: (body: unknown) => Record<string, unknown>,
): void {
  const { store, refunds, config } = sandbox;

  app.post('/refund', async (request) => {
    store.checkSecretKey(request.headers.authorization);
    const params = asObject(request.body);
    const key = params.transaction;
    if (typeof key !== 'string' && typeof key !== 'number') throw new SandboxError(400, 'Transaction is required');
    const transaction = typeof key === 'number' || /^\d+$/.test(key) ? store.byId(String(key)) : store.byRef(key);
    const refund = refunds.create(transaction, params);
    if (config.refundSettleMs !== null) {
      const timer = setTimeout(() => {
        if (refund.status === 'pending') settleRefund(sandbox, refund, 'processed');
      }, config.refundSettleMs);
      timer.unref();
    }
    return { status: true, message: 'Refund has been queued for processing', data: refundData(refund) };
  });

  app.get<{ Params: { id: string } }>('/refund/:id', async (request) => {
    store.checkSecretKey(request.headers.authorization);
    return { status: true, message: 'Refund retrieved', data: refundData(refunds.get(request.params.id)) };
  });

  app.post<{ Params: { id: string; outcome: string } }>('/sandbox/refunds/:id/:outcome', async (request) => {
    store.checkSecretKey(request.headers.authorization);
    const { outcome } = request.params;
    if (outcome !== 'process' && outcome !== 'fail') throw new SandboxError(404, 'Use process or fail');
    const refund = refunds.get(request.params.id);
    settleRefund(sandbox, refund, outcome === 'process' ? 'processed' : 'failed');
    return { status: true, message: `Refund ${refund.status}`, data: refundData(refund) };
  });
}
