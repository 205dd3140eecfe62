/**
 * The sandbox's in-memory transactions: created from the popup's URL parameters (request_inline, or
 * the checkout frame for `newTransaction`), looked up by access code or reference, and moved through
 * abandoned → success | failed | pending, as the provider's are.
 */
import { randomBytes } from 'node:crypto';
import type { SandboxConfig } from './config';
import type { ReuseOutcome } from './test-cards';

export type TransactionStatus = 'abandoned' | 'success' | 'failed' | 'pending';

export interface Transaction {
  id: number;
  accessCode: string;
  reference: string;
  amount: number;
  currency: string;
  email: string;
  label?: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
  channels: string[];
  metadata: unknown;
  status: TransactionStatus;
  gatewayResponse: string | null;
  createdAt: string;
  paidAt: string | null;
  ipAddress: string | null;
  log: unknown;
  /** The card that paid it; `reuse`: what a later charge of its saved authorization answers. */
  authorization: { last4: string; bin: string; brand: string; reuse: ReuseOutcome; code?: string } | null;
}

/** A refusal shaped like the provider's: `{status:false, message}` with an HTTP status. */
export class SandboxError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** The reusable authorization code the provider issues for a card payment (verify's `authorization`). */
export const authorizationCode = (transaction: Pick<Transaction, 'accessCode'>): string =>
  `AUTH_${transaction.accessCode.slice(0, 10)}`;

export const DEFAULT_CHANNELS = ['card', 'bank_transfer'];
const CURRENCIES = ['NGN', 'GHS', 'USD', 'ZAR', 'KES'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : typeof value === 'number' ? String(value) : undefined;

function parseMetadata(value: unknown): unknown {
  if (typeof value !== 'string') return value ?? null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

export class TransactionStore {
  private nextId = 5001;
  private readonly byAccessCode = new Map<string, Transaction>();
  private readonly byReference = new Map<string, Transaction>();

  constructor(private readonly config: SandboxConfig) {}

  /** A new, unpaid transaction of `fields`, found afterwards by its access code and its reference. */
  private add(
    fields: Pick<Transaction, 'reference' | 'amount' | 'currency' | 'email' | 'channels' | 'metadata'> &
      Partial<Pick<Transaction, 'label' | 'firstName' | 'lastName' | 'phone'>>,
  ): Transaction {
    const transaction: Transaction = {
      ...fields,
      id: this.nextId++,
      accessCode: randomBytes(8).toString('hex'),
      status: 'abandoned',
      gatewayResponse: null,
      createdAt: new Date().toISOString(),
      paidAt: null,
      ipAddress: null,
      log: null,
      authorization: null,
    };
    this.byAccessCode.set(transaction.accessCode, transaction);
    this.byReference.set(transaction.reference, transaction);
    return transaction;
  }

  /** The merchant's public key must be the sandbox's. */
  checkPublicKey(key: unknown): void {
    if (key !== this.config.publicKey) throw new SandboxError(401, 'Invalid key');
  }

  /** `Authorization: Bearer sk_...` must carry the sandbox's secret key. */
  checkSecretKey(authorization: string | undefined): void {
    if (!authorization) throw new SandboxError(401, 'No Authorization header was found');
    if (authorization !== `Bearer ${this.config.secretKey}`) throw new SandboxError(401, 'Invalid key');
  }

  /** `Authorization: Bearer {merchant key}`, as the popup sends on set_ip and update_log. */
  checkMerchantKey(authorization: string | undefined): void {
    if (authorization !== `Bearer ${this.config.publicKey}`) throw new SandboxError(401, 'Invalid key');
  }

  /**
   * A transaction from the popup's URL parameters. An unfinished transaction with the same reference
   * is returned again (the customer reopened the popup); a finished one is a duplicate.
   */
  create(params: Record<string, unknown>): Transaction {
    this.checkPublicKey(params.key);
    const reference = text(params.ref) ?? text(params.reference);
    const existing = reference ? this.byReference.get(reference) : undefined;
    if (existing) {
      if (existing.status === 'success') throw new SandboxError(400, 'Duplicate Transaction Reference');
      return existing;
    }
    const email = text(params.email);
    if (!email || !EMAIL.test(email)) throw new SandboxError(400, 'Invalid Email Address Passed');
    const amount = Number(params.amount);
    if (!Number.isInteger(amount) || amount <= 0) throw new SandboxError(400, 'Invalid Amount Sent');
    const currency = (text(params.currency) ?? 'NGN').toUpperCase();
    if (!CURRENCIES.includes(currency)) throw new SandboxError(400, 'Currency not supported by merchant');
    const channels = Array.isArray(params.channels)
      ? params.channels.filter((channel): channel is string => typeof channel === 'string')
      : DEFAULT_CHANNELS;
    return this.add({
      reference: reference ?? `T${randomBytes(7).toString('hex')}`,
      amount,
      currency,
      email,
      label: text(params.label),
      firstName: text(params.firstname),
      lastName: text(params.lastname),
      phone: text(params.phone),
      channels: channels.length ? channels : DEFAULT_CHANNELS,
      metadata: parseMetadata(params.metadata),
    });
  }

  byCode(accessCode: string): Transaction {
    const transaction = this.byAccessCode.get(accessCode);
    if (!transaction) throw new SandboxError(404, 'Access code not found');
    return transaction;
  }

  byRef(reference: string): Transaction {
    const transaction = this.byReference.get(reference);
    if (!transaction) throw new SandboxError(400, 'Transaction reference not found');
    return transaction;
  }

  byId(id: string | number): Transaction {
    for (const transaction of this.byAccessCode.values()) if (String(transaction.id) === String(id)) return transaction;
    throw new SandboxError(404, 'Transaction not found');
  }

  /** A new transaction of a charge of a saved authorization (server to server: no public key). */
  createCharge(params: {
    reference: string;
    email: string;
    amount: number;
    currency: string;
    metadata: unknown;
  }): Transaction {
    if (this.byReference.has(params.reference)) throw new SandboxError(400, 'Duplicate Transaction Reference');
    return this.add({
      reference: params.reference,
      amount: params.amount,
      currency: params.currency,
      email: params.email,
      channels: ['card'],
      metadata: parseMetadata(params.metadata),
    });
  }

  /** The successful card payment whose authorization code this is (`authorizationCode`, answers.ts). */
  byAuthorization(code: string): Transaction {
    for (const transaction of this.byAccessCode.values()) {
      if (transaction.status === 'success' && transaction.authorization && authorizationCode(transaction) === code) {
        return transaction;
      }
    }
    throw new SandboxError(400, 'Invalid authorization code');
  }

  /** Only a transaction that has not succeeded can be charged, cancelled or left pending. */
  open(accessCode: string): Transaction {
    const transaction = this.byCode(accessCode);
    if (transaction.status === 'success') throw new SandboxError(400, 'Transaction has already been completed');
    return transaction;
  }
}
