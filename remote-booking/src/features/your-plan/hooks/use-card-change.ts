import { isApiError, notify, type PaymentPopup } from '@clean/shared';
import { CURRENCY } from '@clean/shared/constants';
import type { ReceiptResponse } from '@clean/shared/schemas';
import { selectPaymentConfig, useAppSelector } from '@clean/shared/store';
import { useRef, useState } from 'react';
import { loadPaymentPopup, toKobo } from '../../../lib/payment-popup';
import { usePlanCardStartMutation, usePlanCardVerifyMutation } from '../api/plan-actions';
import { yourPlanTexts as t } from '../texts';

/** Where a change of card is: the popup loading, its checkout open, the payment being verified. */
export type CardChangeStage = 'idle' | 'opening' | 'checkout' | 'confirming';

const messageOf = (error: unknown, fallback: string): string =>
  isApiError(error) && typeof error.status === 'number' ? error.message : fallback;

/**
 * Change the card (docs/PRODUCT.md, Recurring plans): the API says which visit the new card pays (its own
 * payment reference), the popup takes the payment, and the verify call records it and answers the receipt
 * with the new card. `checkoutOpened` runs once the checkout shows (the dialog must close: a modal dialog
 * would leave the checkout frame inert behind it).
 */
export function useCardChange(
  link: { reference: string; token: string },
  onChanged: (answer: ReceiptResponse) => void,
  checkoutOpened: () => void,
) {
  const config = useAppSelector(selectPaymentConfig);
  const [start] = usePlanCardStartMutation();
  const [verify] = usePlanCardVerifyMutation();
  const [stage, setStage] = useState<CardChangeStage>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  // One popup per page: reopening the same change resumes its unfinished transaction.
  const popup = useRef<PaymentPopup | null>(null);

  const confirm = async (paymentReference: string) => {
    setStage('confirming');
    try {
      const answer = await verify({ ...link, payment: paymentReference }).unwrap();
      notify.success(answer.message);
      setStage('idle');
      onChanged(answer);
    } catch (error) {
      // The provider took the money: it is never lost (the webhook settles it), so no 'failed' here.
      console.error('[your-plan] The card change could not be confirmed', error);
      setProblem(messageOf(error, t.cardNotConfirmed));
      setStage('idle');
    }
  };

  const begin = async () => {
    if (stage !== 'idle') return;
    setProblem(null);
    setStage('opening');
    let checkout;
    try {
      checkout = await start({ ...link, consent: true }).unwrap();
    } catch (error) {
      setProblem(messageOf(error, t.failed));
      setStage('idle');
      return;
    }
    try {
      if (!config) throw new Error('The runtime config has no payment settings.');
      if (!popup.current) {
        const { CleanPop } = await loadPaymentPopup();
        popup.current = new CleanPop({ hosts: { apiHost: config.apiHost, checkoutHost: config.checkoutHost } });
      }
      const { reference, amount, email, appointmentId } = checkout;
      popup.current.newTransaction({
        key: config.publicKey,
        email,
        amount: toKobo(amount),
        currency: CURRENCY,
        reference,
        metadata: { appointmentId },
        onSuccess: (response) => void confirm(response.reference || reference),
        onCancel: () => {
          setProblem(t.cardCancelled);
          setStage('idle');
        },
        // A transfer pays the visit once it arrives (the webhook), but leaves no card to charge again.
        onBankTransferConfirmationPending: () => {
          setProblem(t.cardTransfer);
          setStage('idle');
        },
        onError: (error) => console.error('[your-plan] The checkout reported an error', error),
      });
      setStage('checkout');
      checkoutOpened();
    } catch (error) {
      console.error('[your-plan] The payment popup could not be opened', error);
      setProblem(t.cardUnavailable);
      setStage('idle');
    }
  };

  return { begin, stage, problem, clearProblem: () => setProblem(null) };
}
