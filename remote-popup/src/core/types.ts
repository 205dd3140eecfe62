/**
 * Shapes shared by the popup's modules: what a merchant passes, what is sent to the provider, and what
 * the provider answers (docs/POPUP.md §2, §4, §5, §10). Types only, no code.
 */

/** Callbacks a merchant may pass with the parameters. */
export interface TransactionCallbacks {
  onError?: (error: SetupError) => void;
  onLoad?: (transaction: LoadedTransaction) => void;
  onSuccess?: (response: SuccessResponse) => void;
  onCancel?: () => void;
  onBankTransferConfirmationPending?: () => void;
}

/** Deprecated callbacks: still called, after their replacements (no warning, like the official library). */
export interface DeprecatedCallbacks {
  callback?: (response: SuccessResponse) => void;
  onClose?: () => void;
}

/** The transaction parameters a merchant passes (docs/PRODUCT.md#payment-popup). Keys not listed here are dropped. */
export interface TransactionParameters extends TransactionCallbacks, DeprecatedCallbacks {
  key?: string;
  amount?: string | number;
  currency?: string;
  email?: string;
  label?: string;
  firstName?: string;
  lastName?: string;
  reference?: string;
  phone?: string;
  customerCode?: string;
  channels?: string[];
  paymentRequest?: string | number;
  paymentPage?: string;
  hash?: string;
  container?: string;
  metadata?: Record<string, unknown> | null;
  subaccountCode?: string;
  bearer?: string;
  transactionCharge?: string | number;
  planCode?: string;
  subscriptionCount?: number;
  planInterval?: string;
  subscriptionLimit?: number;
  subscriptionStartDate?: string;
  accessCode?: string;
  /** The official library accepts only the string 'false'; a boolean is accepted as well. */
  card?: string | boolean;
  bank?: string | boolean;
  split?: Record<string, unknown> | string;
  split_code?: string;
  transaction_type?: string;
  language?: string;
  connect_account?: string;
  connect_split?: unknown[];
  order_id?: number;
  quantity?: number;
  interval?: string;
  invoice_limit?: number | string;
  start_date?: string;
  payment_page?: number | string;
  ref?: string;
  subaccount?: string;
  transaction_charge?: number | string;
  plan?: string;
  customer_code?: string;
  payment_request?: string | number;
  firstname?: string;
  lastname?: string;
  subscription?: number;
}

/** The parameters as sent to the provider: the request_inline body and the `inline:url` params. */
export type UrlParameters = Record<string, unknown> & { metadata?: string; mode?: 'popup'; accessCode?: string };

/** The log the provider keeps per transaction (docs/PRODUCT.md#payment-popup), saved with `update_log`. */
export interface TransactionLog {
  start_time: number;
  time_spent: number;
  attempts: number;
  authentication?: unknown;
  errors: number;
  success: boolean;
  mobile: boolean;
  input: unknown[];
  history: LogEntry[];
}

export interface LogEntry {
  type: 'action' | 'error' | 'success';
  message: string;
  time: number;
}

/** `data` of a request_inline / verify_access_code answer: the fields the popup reads (§5). */
export interface TransactionData {
  id: number;
  access_code: string;
  transaction_status: string | null;
  merchant_key: string;
  merchant_id?: number;
  merchant_name?: string;
  merchant_logo?: string;
  email?: string;
  amount?: number;
  currency?: string;
  label?: string;
  channels?: string[];
  log?: Partial<TransactionLog> | null;
  custom_filters?: { recurring?: boolean } | null;
  plan_details?: { interval?: string } | null;
  link_config?: { enabled?: boolean; has_payment_instruments?: boolean } | null;
}

/** What `onLoad` receives: exactly these three fields. */
export interface LoadedTransaction {
  id: number | string;
  customer?: unknown;
  accessCode: string;
}

/** A success payload, passed through unchanged; the provider's real one has more fields. */
export interface SuccessResponse {
  status?: string;
  reference?: string;
  message?: string;
  [field: string]: unknown;
}

/** What `onError` receives: `{status:false, message}` from the API, or the checkout's raw setup error. */
export interface SetupError {
  status?: boolean;
  type?: string;
  message?: string;
  [field: string]: unknown;
}
