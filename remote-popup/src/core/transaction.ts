/**
 * One transaction of a popup (docs/PRODUCT.md#payment-popup, docs/POPUP.md §10): validated parameters, URL
 * parameters, server state, callbacks in the official order, and the transaction log.
 */
import { requestInline, setIp, updateLog } from './api-client';
import type { PopupHosts } from './hosts';
import { addEntry, attemptMessage, createLog, errorMessage, successMessage, timeSpent } from './transaction-log';
import type {
  DeprecatedCallbacks,
  LoadedTransaction,
  SetupError,
  SuccessResponse,
  TransactionCallbacks,
  TransactionData,
  TransactionLog,
  TransactionParameters,
  UrlParameters,
} from './types';
import { toUrlParameters } from './url-parameters';
import { validateParameters } from './validation';

export class PopupTransaction {
  /** The merchant's parameters after validation (unknown keys deleted, overrides applied). */
  parameters: TransactionParameters;
  urlParameters: UrlParameters;
  id: number | string | null = null;
  /** From the server: null at first, then `transaction_status`, then the frame's status. */
  status: string | null = null;
  accessCode: string | null;
  authorizationUrl: string | null = null;
  errors: unknown[] = [];
  response: (TransactionData & SuccessResponse) | TransactionData | SuccessResponse | null = null;
  isActive = true;
  customer?: unknown;
  callbacks: TransactionCallbacks;
  deprecatedCallbacks: DeprecatedCallbacks;
  /** Present after a successful requestInline. */
  log?: TransactionLog;
  private readonly hosts: PopupHosts;

  /** Validates synchronously: throws a TransactionParametersError. */
  constructor(params: TransactionParameters, hosts: PopupHosts) {
    validateParameters(params);
    this.hosts = hosts;
    this.parameters = params;
    this.urlParameters = toUrlParameters(params as Record<string, unknown>, window.location);
    this.accessCode = params.accessCode || null;
    this.callbacks = {};
    this.deprecatedCallbacks = {};
    this.adoptCallbacks(params);
  }

  /** A reopened transaction calls the callbacks of the latest call that matched it. */
  adoptCallbacks(params: TransactionParameters): void {
    const { onError, onLoad, onSuccess, onCancel, onBankTransferConfirmationPending, callback, onClose } = params;
    this.callbacks = { onError, onLoad, onSuccess, onCancel, onBankTransferConfirmationPending };
    this.deprecatedCallbacks = { callback, onClose };
  }

  /** The server's view of the transaction: request_inline, or verify_access_code with an access code. */
  requestInline(): Promise<TransactionData> {
    return requestInline(this.hosts.apiHost, this.urlParameters, this.accessCode).then((data) => {
      this.response = data;
      this.id = data.id;
      this.status = data.transaction_status;
      this.accessCode = data.access_code;
      this.log = createLog(data.log);
      void setIp(this.hosts.apiHost, data.id, data.merchant_key);
      return data;
    });
  }

  /** `onError` for API failures and the checkout's setup errors; the error is recorded first. */
  onSetupError(error: SetupError): void {
    this.logError(error);
    this.callbacks.onError?.(error);
  }

  onLoad({ id, customer, accessCode }: LoadedTransaction): void {
    Object.assign(this, { id, customer, accessCode });
    this.authorizationUrl = `${this.hosts.checkoutHost}${accessCode}`;
    this.callbacks.onLoad?.({ id, customer, accessCode });
  }

  /** Stores the response and status, then `onSuccess`, then the deprecated `callback`. */
  onSuccess(response: SuccessResponse): void {
    this.isActive = false;
    this.response = response;
    this.status = response.status ?? null;
    this.callbacks.onSuccess?.(response);
    this.deprecatedCallbacks.callback?.(response);
  }

  setStatus(status: string): void {
    this.status = status;
  }

  /** `onCancel`, then the deprecated `onClose`. */
  onCancel(): void {
    this.callbacks.onCancel?.();
    this.deprecatedCallbacks.onClose?.();
  }

  cancel(): void {
    this.isActive = false;
    this.onCancel();
  }

  /** Cancels (onCancel, onClose), then `onBankTransferConfirmationPending`. */
  onBankTransferConfirmationPending(): void {
    this.cancel();
    this.callbacks.onBankTransferConfirmationPending?.();
  }

  logError(error: unknown): void {
    this.errors.push(error);
  }

  getTimeSpent(): number {
    return this.log ? timeSpent(this.log) : 0;
  }

  logAttempt(method?: string): Promise<unknown> | undefined {
    if (this.log) this.log.attempts += 1;
    return this.logEvent('action', attemptMessage(method));
  }

  logApiError(message?: string): Promise<unknown> | undefined {
    if (this.log) this.log.errors += 1;
    return this.logEvent('error', errorMessage(message));
  }

  logApiSuccess(method?: string): Promise<unknown> | undefined {
    if (this.log) this.log.success = true;
    return this.logEvent('success', successMessage(method));
  }

  logValidationResponse(message: string): Promise<unknown> | undefined {
    return this.logEvent('action', message);
  }

  /** Logs a wallet charge answer: success or failure, anything else is ignored. */
  logAPIResponse(answer: { status?: string; message?: string }, method?: string): Promise<unknown> | undefined {
    if (answer.status === 'success') return this.logApiSuccess(method);
    if (answer.status === 'failed') return this.logApiError(answer.message);
    return undefined;
  }

  /** Persists the log; a failure is ignored. */
  saveLog(): Promise<unknown> | undefined {
    const response = this.response as TransactionData | null;
    if (!this.log || !response?.merchant_key || this.id === null) return undefined;
    return updateLog(this.hosts.apiHost, this.id, response.merchant_key, this.log);
  }

  private logEvent(type: 'action' | 'error' | 'success', message: string): Promise<unknown> | undefined {
    if (!this.log) return undefined;
    addEntry(this.log, type, message);
    return this.saveLog();
  }
}
