/**
 * The standalone `wallet.js` (webpack entry `wallet`): the device wallet's code that `inline.js` loads
 * on demand (`core/load-wallet-script.ts`), handed over on `window.CleanPopWallet`.
 */
import * as parts from './core/wallet-parts';

(window as unknown as { CleanPopWallet?: typeof parts }).CleanPopWallet = parts;
