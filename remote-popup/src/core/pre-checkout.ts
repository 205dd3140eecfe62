/**
 * The pre-checkout modal flow of `checkout()` (docs/PRODUCT.md#payment-popup): offered when the customer has a vault
 * (no recurring plan, link config enabled with saved payment instruments) or, on Apple devices, when
 * the transaction can be paid with the device wallet. The checkout loads hidden behind the modal, which
 * shows on `loaded:transaction`.
 */
import { loadWallet } from './load-wallet';
import { postToCheckout } from './messages';
import type { PopupHost } from './popup-host';
import { PreCheckoutModal, type ModalLayout } from './pre-checkout-modal';
import type { PopupTransaction } from './transaction';
import type { TransactionData } from './types';
import { canPayWithWallet, isAppleDevice } from './wallet';

/** The vault is offered only without a recurring plan, and with saved payment instruments. */
export const offersVault = (data: TransactionData): boolean =>
  !data.custom_filters?.recurring && !!data.link_config?.enabled && !!data.link_config.has_payment_instruments;

/** Which layout the modal takes for this transaction; neither means no modal. */
export const modalLayout = (data: TransactionData): ModalLayout => ({
  vault: offersVault(data),
  wallet: isAppleDevice() && canPayWithWallet(data.channels),
});

/** The wallet button inside the modal: 42 px high, 5 px radius. */
const MODAL_WALLET_STYLE = { applePay: { height: '42px', borderRadius: '5px', width: '100%' } };

/**
 * Creates the modal and preloads the checkout behind it. A wallet button that cannot mount is dropped
 * from the vault layout; without a vault, the regular checkout opens instead.
 */
export function openPreCheckout(
  popup: PopupHost,
  transaction: PopupTransaction,
  data: TransactionData,
  layout: ModalLayout,
): PreCheckoutModal {
  const toCheckout = () => {
    popup.closePreCheckoutModal();
    popup.animateCheckoutIn();
  };
  const modal = new PreCheckoutModal(popup.id, data, layout, {
    otherMethods: toCheckout,
    payWithVault: () => {
      postToCheckout(popup.checkoutIframe, { type: 'inline:pay-with-vault' });
      toCheckout();
    },
    close: () => popup.closePreCheckoutModalAndCancelTransaction(transaction),
    outside: () => popup.closePreCheckoutModalAndCancelTransaction(transaction),
  });
  popup.preCheckoutModal = modal;
  popup.open({ accessCode: data.access_code }, true);
  const container = modal.walletContainer;
  if (layout.wallet && container) {
    loadWallet()
      .then((parts) =>
        parts.mountPayButton(popup, transaction, data, container, MODAL_WALLET_STYLE, () => modal.showWalletError()),
      )
      .catch(() => {
        if (layout.vault) modal.removeWallet();
        else if (popup.preCheckoutModal === modal) toCheckout();
      });
  }
  return modal;
}
