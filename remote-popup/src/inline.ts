/**
 * The bootstrap of the standalone `inline.js` (webpack entry `inline`; see `src/standalone.ts`): runs
 * once while the merchant's script tag is evaluated, so `document.currentScript` is still that tag
 * and script-tag button mode can find its form and `data-*` attributes, and the wallet's `wallet.js`
 * is found beside it.
 */
import { setWalletScriptFrom } from './core/load-wallet-script';
import { currentScript, installStandalone, type StandaloneWindow } from './standalone';

const script = currentScript();
setWalletScriptFrom(script?.src);
installStandalone(window as unknown as StandaloneWindow, script);
