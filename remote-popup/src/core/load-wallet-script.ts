/**
 * The standalone build's `loadWallet()` (webpack swaps it for `load-wallet.ts`): the wallet's code is
 * `wallet.js`, beside `inline.js` at the address the merchant's script tag named, and defines
 * `window.CleanPopWallet`. Loaded once per page, on an https page with ApplePaySession only, when a
 * wallet flow starts; a failed load is retried by the next flow.
 */
import type { WalletParts } from './load-wallet';

type WalletWindow = Window & { CleanPopWallet?: WalletParts };

let scriptUrl = '';
let loading: Promise<WalletParts> | undefined;

/** Where `wallet.js` is: beside the file at `inlineSrc` (the tag's `src`; the page's address when it has none). */
export function setWalletScriptFrom(inlineSrc: string | undefined): void {
  scriptUrl = new URL('wallet.js', inlineSrc || window.location.href).href;
}

export function loadWallet(): Promise<WalletParts> {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    // A file that defined nothing fails at its first use, which the flows take as a failed load.
    script.onload = () => resolve((window as WalletWindow).CleanPopWallet as WalletParts);
    script.onerror = () => {
      script.remove();
      loading = undefined;
      reject(new Error('Wallet script failed to load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}
