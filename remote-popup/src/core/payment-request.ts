/**
 * `paymentRequest()` (docs/POPUP.md §1): the device-wallet button, mounted in `#container` once the
 * API has created the transaction. Without a wallet (no https, no ApplePaySession version 6, or no
 * `apple_pay` channel) the element named by `loadPaystackCheckoutButton`, when present, opens the
 * regular checkout instead and `onElementsMount(null)` is called.
 */
import { loadWallet } from './load-wallet';
import { fail, NO_WALLET_WARNING, warn } from './messages';
import type { PopupHost } from './popup-host';
import { PopupTransaction } from './transaction';
import type { TransactionParameters } from './types';
import { validateParameters } from './validation';
import { isWalletSupported, WALLET_FAILED, type WalletStyles } from './wallet';

/** `paymentRequest` options on top of the transaction parameters. */
export interface PaymentRequestOptions extends TransactionParameters {
  styles?: WalletStyles;
  /** The id of a button that opens the regular checkout when no wallet is available. */
  loadPaystackCheckoutButton?: string;
  onElementsMount?: (elements: { applePay: true } | null) => void;
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Resolves with the transaction (the active one without a wallet); invalid parameters, a missing
 * container or an API failure reject.
 */
export function requestPayment(
  popup: PopupHost,
  options: PaymentRequestOptions,
  cancelActive: () => void,
): Promise<PopupTransaction | null> {
  return new Promise((resolve, reject) => {
    const { styles, loadPaystackCheckoutButton, onElementsMount, container, ...rest } = options;
    const checkoutButton = () =>
      loadPaystackCheckoutButton ? document.getElementById(loadPaystackCheckoutButton) : null;
    if (!isWalletSupported()) {
      const button = checkoutButton();
      if (button) button.onclick = popup.preloadTransaction(rest);
      else if (loadPaystackCheckoutButton) warn(NO_WALLET_WARNING);
      onElementsMount?.(null);
      resolve(popup.activeTransaction());
      return;
    }
    const element = container ? document.getElementById(container) : null;
    if (!element) fail('A container is required to mount the payment request button');
    validateParameters(rest);
    cancelActive();
    popup.paymentRequestContainer = element;
    const transaction = new PopupTransaction(rest, popup.hosts);
    popup.transactions.push(transaction);
    popup.paymentRequestTransaction = transaction;
    // The wallet's code loads beside the API call (a second file in the standalone build).
    const wallet = loadWallet();
    wallet.catch(() => undefined);
    transaction
      .requestInline()
      .then(
        (data) => {
          const button = checkoutButton();
          if (button) button.onclick = () => popup.open({ accessCode: data.access_code });
          return wallet
            .then((parts) => parts.mountPayButton(popup, transaction, data, element, styles, () => warn(WALLET_FAILED)))
            .then(
              (elements) => onElementsMount?.(elements),
              () => {
                if (loadPaystackCheckoutButton && !button) warn(NO_WALLET_WARNING);
                onElementsMount?.(null);
              },
            );
        },
        (error: unknown) => {
          transaction.onSetupError({ status: false, message: messageOf(error) });
          throw error;
        },
      )
      .then(() => resolve(transaction), reject);
  });
}
