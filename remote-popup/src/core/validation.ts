/**
 * Transaction parameter validation, as the official library does it (docs/POPUP.md §2–3): the
 * whitelist, unknown keys deleted from the object passed in, required keys with their alternatives,
 * `typeof` checks (arrays count as 'array'), the overrides, and the exact messages. Lenience: `card`/`bank`
 * also accept a boolean, a key whose value is `undefined` is treated as absent, and `setup()` drops the
 * empty values legacy merchant code sends (`withoutLegacyBlanks`).
 */

export interface ValidationIssue {
  message: string;
  validTypes?: readonly string[];
}

/**
 * Thrown synchronously by `newTransaction`, `preloadTransaction`, `checkout` and `setup`. Like the
 * official library's, it is a plain object with own keys `message` and `issues`, not an `Error`.
 */
export class TransactionParametersError {
  message: string;
  issues: ValidationIssue[];
  constructor(message: string, issues: ValidationIssue[] = []) {
    this.message = message;
    this.issues = issues;
  }
}

const TYPE_NAMES: Record<string, string> = {
  s: 'string',
  n: 'number',
  a: 'array',
  o: 'object',
  f: 'function',
  b: 'boolean',
};

/** `name:types` in the official whitelist order; s string, n number, a array, o object, f function, b boolean. */
const WHITELIST =
  'key:s amount:sn currency:s email:s label:s firstName:s lastName:s reference:s phone:s customerCode:s ' +
  'channels:a paymentRequest:sn paymentPage:s hash:s container:s metadata:o subaccountCode:s bearer:s ' +
  'transactionCharge:sn planCode:s subscriptionCount:n planInterval:s subscriptionLimit:n subscriptionStartDate:s ' +
  'accessCode:s onError:f onLoad:f onSuccess:f onCancel:f callback:f onClose:f onBankTransferConfirmationPending:f ' +
  'firstname:s lastname:s customer_code:s payment_request:sn subaccount:s transaction_charge:ns plan:s quantity:n ' +
  'interval:s invoice_limit:ns start_date:s payment_page:ns order_id:n ref:s card:sb bank:sb split:o split_code:s ' +
  'transaction_type:s subscription:n language:s connect_account:s connect_split:a';

let rules: Map<string, string[]> | undefined;

/** Accepted types per whitelisted parameter, in whitelist order. */
export function parameterTypes(): Map<string, string[]> {
  rules ??= new Map(
    WHITELIST.split(' ').map((rule) => {
      const [name = '', letters = ''] = rule.split(':');
      return [name, [...letters].map((letter) => TYPE_NAMES[letter] ?? letter)];
    }),
  );
  return rules;
}

/**
 * `setup()` only (docs/POPUP.md §9): wrappers written for the v1 script send `''` or `undefined` for the
 * options they don't use (`quantity: ''`, `channels: undefined`). For a parameter that takes no string,
 * such a value counts as absent, so the popup opens; `newTransaction` keeps the official validation.
 */
export function withoutLegacyBlanks<T>(params: T): T {
  if (!params || typeof params !== 'object') return params;
  const copy: Record<string, unknown> = { ...(params as Record<string, unknown>) };
  for (const key in copy) {
    if ((copy[key] === '' || copy[key] === undefined) && !parameterTypes().get(key)?.includes('string'))
      delete copy[key];
  }
  return copy as T;
}

/** Required parameters, each followed by the alternatives that make it optional when truthy. */
const REQUIRED = [['key'], ['amount', 'plan', 'planCode'], ['email', 'customerCode']] as const;

/** A present key deletes its target, even when there are issues. */
const OVERRIDES: Record<string, string> = { customerCode: 'email', planCode: 'amount' };

const typeOf = (value: unknown): string => (Array.isArray(value) ? 'array' : typeof value);

/** Validates and cleans `params` in place; throws a TransactionParametersError. */
export function validateParameters(params: unknown): void {
  if (!params || typeof params !== 'object') {
    throw new TransactionParametersError('Transaction parameters should be a non-empty object');
  }
  const values = params as Record<string, unknown>;
  if ('accessCode' in values) return;
  const types = parameterTypes();
  for (const key of Object.keys(values)) if (!types.has(key)) delete values[key];

  const issues: ValidationIssue[] = [];
  for (const [name, ...alternatives] of REQUIRED) {
    if (!values[name] && !alternatives.some((alternative) => values[alternative])) {
      issues.push({ message: `Required parameter missing: ${name}` });
    }
  }
  const keys = Object.keys(values);
  for (const key of keys) {
    const validTypes = types.get(key) ?? [];
    if (values[key] !== undefined && !validTypes.includes(typeOf(values[key]))) {
      issues.push({ message: `Invalid parameter type: ${key}`, validTypes });
    }
  }
  for (const key of keys) {
    const target = OVERRIDES[key];
    if (target) delete values[target];
  }
  if (issues.length) throw new TransactionParametersError('Invalid transaction parameters', issues);
}
