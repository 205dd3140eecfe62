/**
 * The popup's public API, exposed over federation as `popup/popup` and bundled as the standalone
 * script. Evaluating this module touches neither `window` nor `document`: only `new CleanPop()` does.
 *
 * ```ts
 * const popup = new CleanPop({ hosts: { apiHost: 'http://localhost:4100', checkoutHost: 'http://localhost:4101' } });
 * popup.newTransaction({ key, email, amount, onSuccess, onCancel });
 * ```
 */
export { CleanPop, CleanPop as PaystackPop, CleanPop as default, offersVault } from './core/popup';
export type { DeprecatedTransaction, PaymentRequestOptions, PopupOptions } from './core/popup';
export { configureHosts, defaultHosts, PROVIDER_HOSTS, resolveHosts, type PopupHosts } from './core/hosts';
export { PopupTransaction } from './core/transaction';
export { TransactionParametersError, type ValidationIssue } from './core/validation';
export type {
  DeprecatedCallbacks,
  LoadedTransaction,
  SetupError,
  SuccessResponse,
  TransactionCallbacks,
  TransactionData,
  TransactionParameters,
} from './core/types';
