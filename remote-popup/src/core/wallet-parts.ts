/**
 * The device wallet's code that runs only where a wallet can pay (an https page with ApplePaySession):
 * its button and its payment. Reached through `loadWallet()` (`load-wallet.ts`), never imported
 * directly, so the standalone `inline.js` can leave it to a second file (docs/DECISIONS.md, "The
 * standalone popup's wallet code loads on demand").
 */
import { startApplePay } from './apple-pay';
import { walletHooks, type PopupHost } from './popup-host';
import type { PopupTransaction } from './transaction';
import type { TransactionData } from './types';
import { mountWalletButton, walletButton, type WalletStyles } from './wallet';

/**
 * Mounts the wallet button in `container` and makes its click pay `transaction`; `onFailure` shows a
 * failed wallet payment. Rejects when no button can mount.
 */
export const mountPayButton = (
  popup: PopupHost,
  transaction: PopupTransaction,
  data: TransactionData,
  container: HTMLElement,
  styles: WalletStyles | undefined,
  onFailure: () => void,
): Promise<{ applePay: true }> =>
  mountWalletButton(container, { channels: data.channels, styles }).then((elements) => {
    const hooks = walletHooks(popup, transaction, onFailure);
    walletButton(container)?.addEventListener('click', () => startApplePay(transaction, data, hooks));
    return elements;
  });
