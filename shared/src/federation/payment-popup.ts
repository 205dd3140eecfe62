/**
 * What the site pays with: the part of the popup remote's module (`popup/popup`, remote-popup's
 * `src/index.ts`) the booking page uses. Types only; remote-popup checks its module against them, so
 * the two cannot drift apart.
 */

/** Where the popup talks to: the payment API and the checkout frame (the runtime config's `payment`). */
export interface PaymentPopupHosts {
  apiHost: string;
  checkoutHost: string;
}

/** What `onSuccess` receives: the provider's answer; `reference` names the payment. */
export interface PaymentPopupSuccess {
  reference?: string;
  status?: string;
  message?: string;
}

/** The parameters of `newTransaction` the site passes. */
export interface PaymentPopupTransaction {
  key: string;
  email: string;
  /** In the smallest currency unit (kobo). */
  amount: number;
  currency?: string;
  reference?: string;
  metadata?: Record<string, unknown>;
  onSuccess?: (response: PaymentPopupSuccess) => void;
  /** Closed without paying (also after a declined card). */
  onCancel?: () => void;
  /** A bank transfer was sent and is waiting for the bank's confirmation. */
  onBankTransferConfirmationPending?: () => void;
  onError?: (error: { message?: string }) => void;
}

export interface PaymentPopup {
  newTransaction: (params: PaymentPopupTransaction) => unknown;
}

/** The popup remote's module as the site sees it. */
export interface PaymentPopupModule {
  CleanPop: new (options: { hosts: PaymentPopupHosts }) => PaymentPopup;
}
