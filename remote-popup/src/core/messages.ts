/**
 * The event contract between the merchant page and the hosted checkout frame: the `@paystack/inline-js`
 * v2 protocol (docs/POPUP.md §6), typed. The frame's side is played locally by payment-sandbox.
 *
 * Page → frame, always `frame.contentWindow.postMessage(message, '*')`:
 * - `{type:'inline:url', path:'newTransaction', params}`: load a transaction (full parameters, or
 *   `{accessCode}`); sent again on every `loaded:checkout` while a transaction is active.
 * - `'render'` after the frame is shown; `'close'` 300 ms after it starts hiding.
 * - `{type:'inline:pay-with-vault'}` when the customer chooses Vault in the pre-checkout modal.
 * - `{type:'analytics', action, params}`.
 *
 * Frame → page, `{event, data}`: accepted only from the checkout origin and the popup's own frame.
 */

export type AnalyticsAction =
  'trackPaymentAttempt' | 'trackPaymentCompletion' | 'trackPaymentError' | 'trackCheckoutClosed';

export type PageMessage =
  | { type: 'inline:url'; path: 'newTransaction'; params: Record<string, unknown> }
  | { type: 'inline:pay-with-vault' }
  | { type: 'analytics'; action: AnalyticsAction; params?: Record<string, unknown> }
  | 'render'
  | 'close';

export type CheckoutEventName =
  'loaded:checkout' | 'loaded:transaction' | 'error' | 'cancel' | 'close' | 'transfer:pending' | 'success';

export interface CheckoutEvent {
  event: CheckoutEventName;
  data?: unknown;
}

/**
 * Old names and what replaced them. A deprecated name still works and prints
 * `"{old}" has been deprecated, please use "{new}". Please consult our documentation at …`.
 */
export const DEPRECATIONS = {
  'PaystackPop.setup()': 'new PaystackPop()',
  openIframe: 'open',
} as const;

const DOCS = 'Please consult our documentation at https://developers.paystack.co/docs/paystack-inline';

export function warn(message: string): void {
  (console.warn || console.info)(message);
}

export function warnDeprecated(old: keyof typeof DEPRECATIONS): void {
  warn(`"${old}" has been deprecated, please use "${DEPRECATIONS[old]}". ${DOCS}`);
}

/** Prints the message, then throws it as an Error (the library's way for misuse it cannot recover from). */
export function fail(message: string): never {
  warn(message);
  throw new Error(message);
}

export const NO_WALLET_WARNING = `This device does not support any payment request wallet options. ${DOCS} to see how to load alternative payment options using 'loadPaystackCheckoutButton'`;

export function postToCheckout(frame: HTMLIFrameElement | null | undefined, message: PageMessage): void {
  frame?.contentWindow?.postMessage(message, '*');
}

/** The event a frame message carries, or null when it is not one (`data` or legacy `message`). */
export function readCheckoutEvent(message: MessageEvent): CheckoutEvent | null {
  const payload = (message.data || (message as unknown as { message?: unknown }).message) as Partial<CheckoutEvent>;
  return payload && typeof payload === 'object' && typeof payload.event === 'string'
    ? (payload as CheckoutEvent)
    : null;
}
