/**
 * The part of a popup instance that its wallet and pre-checkout flows use, so those flows live in
 * their own modules without reaching into the class.
 */
import type { AnalyticsAction } from './messages';
import type { PopupHosts } from './hosts';
import type { PreCheckoutModal } from './pre-checkout-modal';
import type { PopupTransaction } from './transaction';
import type { TransactionParameters } from './types';
import type { ApplePayHooks } from './apple-pay';

export interface PopupHost {
  readonly id: string;
  readonly hosts: PopupHosts;
  transactions: PopupTransaction[];
  checkoutIframe: HTMLIFrameElement;
  preCheckoutModal: PreCheckoutModal | null;
  paymentRequestContainer?: HTMLElement;
  paymentRequestTransaction?: PopupTransaction;
  activeTransaction(): PopupTransaction | null;
  preloadTransaction(params: TransactionParameters): () => void;
  open(params: Record<string, unknown>, preload?: boolean): void;
  animateCheckoutIn(): void;
  close(): void;
  closePreCheckoutModal(): void;
  closePreCheckoutModalAndCancelTransaction(transaction?: PopupTransaction | null): void;
  sendAnalyticsEventToCheckout(action: AnalyticsAction, params?: Record<string, unknown>): void;
}

/** What a wallet payment does on the popup: analytics to the checkout, success closes everything. */
export function walletHooks(popup: PopupHost, transaction: PopupTransaction, onFailure: () => void): ApplePayHooks {
  return {
    paymentHost: popup.hosts.paymentHost,
    analytics: (action, params) => popup.sendAnalyticsEventToCheckout(action, params),
    onFailure,
    onSuccess: (response) => {
      popup.closePreCheckoutModal();
      popup.close();
      transaction.onSuccess({ status: 'success', ...response });
    },
  };
}
