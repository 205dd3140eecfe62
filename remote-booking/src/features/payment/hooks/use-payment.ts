import { errorMessage, notify, type PaymentPopup, type PaymentPopupSuccess } from '@clean/shared';
import { CURRENCY } from '@clean/shared/constants';
import { selectPaymentConfig, useAppDispatch, useAppSelector } from '@clean/shared/store';
import { useRef, useState } from 'react';
import { holdLeftMs } from '../../../lib/hold-time';
import { runMutation } from '../../../lib/run-mutation';
import { loadPaymentPopup, toKobo } from '../../../lib/payment-popup';
import { receiptUrl } from '../lib/payment-popup';
import { paymentTexts } from '../lib/texts';

/** The booking being paid: what the popup and the record call need. */
export interface PaymentOrder {
  appointmentId: string;
  reference: string;
  /** The manage link's token: the success modal links to the booking with it. */
  manageToken: string;
  /** Naira. */
  amount: number;
  email: string;
  date: string;
  time: string;
  service: string;
  frequency: string;
}

/** What the booking form does once the booking is settled (its `PayControls`); the receipt needs nothing. */
export interface PaymentSettle {
  /** Paid: the overview closes and the form starts over. */
  paid: () => void;
  /** A transfer on its way: the overview closes. */
  close: () => void;
}

/** How a checkout ended, as the result dialog shows it. */
export type PaymentOutcome =
  /** The server recorded the payment: `paid`, or `needs-attention` (its message says the company will call). */
  | { kind: 'paid'; message: string; receipt: string }
  /** The popup said paid but the record call failed: the payment is safe and will be reconciled. */
  | { kind: 'received'; receipt: string }
  | { kind: 'failed' }
  | { kind: 'transfer'; message: string; heldMinutes: number | null; receipt: string };

type Stage = 'idle' | 'loading' | 'checkout' | 'recording';

/** The payment's two calls, loaded with Pay Online; each is an endpoint's `initiate`, dispatched to the one store. */
const loadPaymentCalls = () =>
  Promise.all([import('../api/record-appointment'), import('../api/transfer-pending')]).then(
    ([{ recordAppointmentApi }, { transferPendingApi }]) => ({
      recordAppointment: recordAppointmentApi.endpoints.paymentRecordAppointment.initiate,
      reportTransfer: transferPendingApi.endpoints.paymentTransferPending.initiate,
    }),
  );

/**
 * Pay Online (docs/PRODUCT.md#payments-and-holds): loads the popup remote, opens its checkout for the
 * booking (amount in kobo, the booking's reference, `metadata.appointmentId`), then records the payment,
 * reports a pending transfer, or says it failed. The overview is hidden while the checkout is open
 * (a modal dialog would leave the checkout frame inert behind it) and back after a failure.
 */
export function usePayment() {
  const config = useAppSelector(selectPaymentConfig);
  // The two calls are dispatched once loaded, not used as hooks: the page renders this hook before the
  // visitor can act, and RTK Query loads on first use (docs/DECISIONS.md, "The booking page's data
  // layer on first use"); by a payment the booking form has loaded it.
  const dispatch = useAppDispatch();
  const [stage, setStage] = useState<Stage>('idle');
  const [unavailable, setUnavailable] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<PaymentOutcome | null>(null);
  const busy = useRef(false);
  // The Pay Online being opened (the popup loading); Cancel on the overview drops it (`abandon`).
  const opening = useRef<symbol | null>(null);
  // One popup per page: a retry with the same parameters reopens its unfinished transaction.
  const popup = useRef<PaymentPopup | null>(null);

  const stop = (next: PaymentOutcome | null) => {
    busy.current = false;
    setStage('idle');
    setOutcome(next);
  };

  const recordPayment = async (order: PaymentOrder, response: PaymentPopupSuccess, settle?: PaymentSettle) => {
    setStage('recording');
    const receipt = await receiptUrl(order.reference, order.manageToken);
    const { appointmentId, date, time, service, frequency } = order;
    try {
      const { recordAppointment } = await loadPaymentCalls();
      const answer = await runMutation(
        dispatch(
          recordAppointment({
            time,
            date,
            service,
            frequency,
            appointmentId,
            reference: response.reference || order.reference,
          }),
        ),
      );
      stop({ kind: 'paid', message: answer.message, receipt });
    } catch (error) {
      // The provider took the money: never 'Payment Failed'. The server reconciles it (webhook, admin).
      console.error('[payment] The payment could not be recorded', error);
      notify.error(errorMessage(error));
      stop({ kind: 'received', receipt });
    }
    settle?.paid();
  };

  const reportPendingTransfer = async (order: PaymentOrder, settle?: PaymentSettle) => {
    setStage('recording');
    const receipt = await receiptUrl(order.reference, order.manageToken);
    try {
      const { reportTransfer } = await loadPaymentCalls();
      const answer = await runMutation(
        dispatch(
          reportTransfer({
            appointmentId: order.appointmentId,
            reference: order.reference,
          }),
        ),
      );
      if (answer.status !== 'awaiting-payment') {
        stop({ kind: 'paid', message: answer.message, receipt });
        settle?.paid();
        return;
      }
      const { holdExpiresAt, serverTime } = answer;
      const heldMinutes = holdExpiresAt ? Math.round(holdLeftMs({ holdExpiresAt, serverTime }) / 60_000) : null;
      stop({ kind: 'transfer', message: answer.message, heldMinutes, receipt });
    } catch (error) {
      // Not confirmed (409: no pending transfer, slot taken, cancelled; 502: provider unreachable): the
      // server's reason as a toast. The money may still be on its way, so the dialog says it is safe.
      console.error('[payment] The pending transfer could not be reported', error);
      notify.error(errorMessage(error));
      stop({ kind: 'transfer', message: paymentTexts.transfer.unconfirmed, heldMinutes: null, receipt });
    }
    settle?.close();
  };

  const pay = async (order: PaymentOrder, settle?: PaymentSettle): Promise<void> => {
    // A second tap while the popup loads or the checkout is open opens nothing more.
    if (busy.current) return;
    busy.current = true;
    const attempt = Symbol('pay');
    opening.current = attempt;
    setUnavailable(undefined);
    setStage('loading');
    // Ready before the checkout ends; a failure here is met again, and reported, where they are used.
    loadPaymentCalls().catch(() => undefined);
    try {
      if (!config) throw new Error('The runtime config has no payment settings.');
      if (!popup.current) {
        const { CleanPop } = await loadPaymentPopup();
        // Cancelled while the popup loaded: the visitor left this booking, so no checkout opens for it.
        if (opening.current !== attempt) return;
        popup.current = new CleanPop({ hosts: { apiHost: config.apiHost, checkoutHost: config.checkoutHost } });
      }
      // The popup calls onCancel before onBankTransferConfirmationPending: a cancel waits a tick to
      // learn whether the checkout really ended without payment.
      let ended = false;
      popup.current.newTransaction({
        key: config.publicKey,
        email: order.email,
        amount: toKobo(order.amount),
        currency: CURRENCY,
        reference: order.reference,
        metadata: { appointmentId: order.appointmentId },
        onSuccess: (response) => {
          ended = true;
          void recordPayment(order, response, settle);
        },
        onCancel: () => {
          void Promise.resolve().then(() => {
            if (ended) return;
            ended = true;
            stop({ kind: 'failed' });
          });
        },
        onBankTransferConfirmationPending: () => {
          ended = true;
          void reportPendingTransfer(order, settle);
        },
        onError: (error) => console.error('[payment] The checkout reported an error', error),
      });
      setStage('checkout');
    } catch (error) {
      // The popup remote is down (or the checkout could not start): the hold is untouched; Pay Online retries.
      console.error('[payment] The payment popup could not be opened', error);
      // After Cancel there is no overview to show it in, and the next booking starts afresh.
      if (opening.current !== attempt) return;
      busy.current = false;
      setStage('idle');
      setUnavailable(paymentTexts.unavailable);
    } finally {
      if (opening.current === attempt) opening.current = null;
    }
  };

  /** The visitor cancelled the overview: a checkout still loading for it never opens. */
  const abandon = () => {
    if (!opening.current) return;
    opening.current = null;
    busy.current = false;
    setStage('idle');
    setUnavailable(undefined);
  };

  return {
    pay,
    abandon,
    /** Pay Online is waiting for the popup to load. */
    opening: stage === 'loading',
    /** The overview steps aside: the checkout is open, the payment is being recorded, or a result shows. */
    overviewHidden: stage === 'checkout' || stage === 'recording' || outcome !== null,
    confirming: stage === 'recording',
    unavailable,
    outcome,
    /** Closes the result; after a failure the overview comes back while the hold lasts. */
    dismiss: () => setOutcome(null),
  };
}

export type PaymentState = ReturnType<typeof usePayment>;
