/**
 * What the popup does with each event of the checkout frame (docs/POPUP.md §6), in the official
 * order: the popup hides first, then the transaction's state changes, then the merchant's callbacks.
 */
import type { CheckoutEvent } from './messages';
import { postToCheckout } from './messages';
import type { PopupTransaction } from './transaction';
import type { LoadedTransaction, SetupError, SuccessResponse } from './types';

/** The part of the popup the handler needs. */
export interface CheckoutEventsHost {
  isLoaded: boolean;
  checkoutIframe: HTMLIFrameElement;
  activeTransaction(): PopupTransaction | null;
  close(): void;
  transactionLoaded(): void;
  keepsTransactionsActive(): boolean;
}

const statusOf = (data: unknown): string | undefined => {
  const status = (data as { status?: unknown } | undefined)?.status;
  return typeof status === 'string' ? status : undefined;
};

/**
 * What `inline:url` carries when the frame (re)announces itself, as the official library sends it:
 * the access code the API answered with once there is an answer, else the URL parameters, which for
 * `resumeTransaction(accessCode)` are `{accessCode, metadata (with the referrer), mode}`.
 */
function resendParameters(transaction: PopupTransaction): Record<string, unknown> {
  const answered = (transaction.response as { access_code?: string } | null)?.access_code;
  return answered ? { accessCode: answered } : transaction.urlParameters;
}

export function handleCheckoutEvent(popup: CheckoutEventsHost, { event, data }: CheckoutEvent): void {
  if (event === 'loaded:checkout') {
    popup.isLoaded = true;
    const active = popup.activeTransaction();
    if (active) {
      postToCheckout(popup.checkoutIframe, {
        type: 'inline:url',
        path: 'newTransaction',
        params: resendParameters(active),
      });
    }
    return;
  }
  const transaction = popup.activeTransaction();
  if (!transaction) return;
  switch (event) {
    case 'loaded:transaction':
      popup.transactionLoaded();
      transaction.onLoad(data as LoadedTransaction);
      return;
    case 'error':
      if ((data as SetupError | undefined)?.type === 'setup') transaction.onSetupError(data as SetupError);
      else transaction.logError(data);
      return;
    case 'cancel':
    case 'close': {
      popup.close();
      const status = statusOf(data);
      if (status) transaction.setStatus(status);
      if (!popup.keepsTransactionsActive()) transaction.isActive = false;
      transaction.onCancel();
      return;
    }
    case 'transfer:pending': {
      popup.close();
      const status = statusOf(data);
      if (status) transaction.setStatus(status);
      transaction.onBankTransferConfirmationPending();
      return;
    }
    case 'success':
      popup.close();
      transaction.onSuccess(data as SuccessResponse);
      return;
  }
}
