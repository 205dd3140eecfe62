/**
 * The wallet's code (`wallet-parts.ts`) for the package and the federated remote: bundled with the
 * rest, since their bundlers split as they see fit. The standalone `inline.js` build replaces this
 * module by `load-wallet-script.ts`, which fetches it as a second file.
 */
import * as parts from './wallet-parts';

export type WalletParts = typeof parts;

export const loadWallet = (): Promise<WalletParts> => Promise.resolve(parts);
