/**
 * A device-wallet (Apple Pay) payment for a transaction the API already created (docs/PRODUCT.md#payment-popup): the
 * wallet sheet, merchant validation and the charge, both form-encoded to the payment host, each step
 * logged on the transaction (and the log saved) and reported to the checkout as analytics.
 */
import { walletRequest } from './api-client';
import type { AnalyticsAction } from './messages';
import type { PopupTransaction } from './transaction';
import type { SuccessResponse, TransactionData } from './types';
import { WALLET_VERSION, walletPaymentRequest, walletSession } from './wallet';

export const WALLET_METHOD = 'apple pay';
const STATUS_SUCCESS = 0;
const STATUS_FAILURE = 1;

/** `{status, message, data}` of the wallet endpoints; `status` is true/'success' or false/'failed'. */
export interface WalletAnswer {
  status?: boolean | string;
  message?: string;
  data?: unknown;
}

export interface ApplePayHooks {
  paymentHost: string;
  analytics(action: AnalyticsAction, params: Record<string, unknown>): void;
  /** The wallet payment failed: show the failure message. */
  onFailure(message: string): void;
  /** The charge succeeded: the popup finishes the transaction (onSuccess, callback). */
  onSuccess(response: SuccessResponse): void;
}

const succeeded = (answer: WalletAnswer): boolean => answer.status === true || answer.status === 'success';

/** Opens the wallet sheet; must run inside the click that asked for it. */
export function startApplePay(transaction: PopupTransaction, data: TransactionData, hooks: ApplePayHooks): void {
  const Session = walletSession();
  if (!Session) return hooks.onFailure('No wallet payment method is available on this device');
  const session = new Session(WALLET_VERSION, walletPaymentRequest(data));
  const params = { channel: 'apple_pay', transaction: data.id };
  const fail = (message: string) => {
    void transaction.logApiError(message);
    hooks.analytics('trackPaymentError', { ...params, message });
    hooks.onFailure(message);
  };

  session.onvalidatemerchant = ({ validationURL }) => {
    walletRequest<WalletAnswer>(`${hooks.paymentHost}applepay/validate-session/`, {
      transaction: data.id,
      sessionUrl: validationURL,
      displayName: data.merchant_name,
      domainName: window.location.hostname,
    }).then(
      (answer) => {
        if (succeeded(answer)) session.completeMerchantValidation(answer.data);
        else fail(answer.message || 'Merchant validation failed');
      },
      (error: unknown) => fail(error instanceof Error ? error.message : String(error)),
    );
  };

  session.onpaymentauthorized = ({ payment }) => {
    void transaction.logAttempt(WALLET_METHOD);
    hooks.analytics('trackPaymentAttempt', params);
    walletRequest<WalletAnswer>(`${hooks.paymentHost}applepay/charge`, {
      transaction: data.id,
      paymentObject: JSON.stringify(payment),
    }).then(
      (answer) => {
        if (succeeded(answer)) {
          session.completePayment(Session.STATUS_SUCCESS ?? STATUS_SUCCESS);
          void transaction.logApiSuccess(WALLET_METHOD);
          hooks.analytics('trackPaymentCompletion', params);
          hooks.onSuccess((answer.data ?? {}) as SuccessResponse);
        } else {
          session.completePayment(Session.STATUS_FAILURE ?? STATUS_FAILURE);
          fail(answer.message || 'Payment failed');
        }
      },
      (error: unknown) => {
        session.completePayment(Session.STATUS_FAILURE ?? STATUS_FAILURE);
        fail(error instanceof Error ? error.message : String(error));
      },
    );
  };

  // Closing the sheet leaves the transaction active: the customer may try again or pay another way.
  session.oncancel = () => undefined;
  session.begin();
}
