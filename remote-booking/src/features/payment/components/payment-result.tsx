import { ButtonLink, buttonClassName, Dialog } from '@clean/shared/ui';
import type { PaymentOutcome } from '../hooks/use-payment';
import { paymentTexts as t } from '../lib/texts';
import styles from './payment-result.module.css';

interface PaymentResultProps {
  outcome: PaymentOutcome | null;
  /** The payment is being recorded (or the transfer reported): a dialog with no way out yet. */
  confirming: boolean;
  onClose: () => void;
}

function titleOf(outcome: PaymentOutcome): string {
  switch (outcome.kind) {
    case 'paid':
      return t.success.title;
    case 'received':
      return t.received.title;
    case 'failed':
      return t.failed.title;
    case 'transfer':
      return t.transfer.title;
  }
}

/**
 * The end of a checkout (docs/PRODUCT.md#payments-and-holds): 'Payment Successful!' with the server's message,
 * 'Payment received' when recording failed after a charge (never 'Payment Failed'), 'Payment Failed!',
 * or "We're confirming your transfer"; each with Close and, once paid or pending, the receipt link.
 */
export function PaymentResult({ outcome, confirming, onClose }: PaymentResultProps) {
  if (confirming) {
    return (
      <Dialog
        key="confirming"
        open
        onClose={() => {}}
        title={t.confirming.title}
        dismissible={false}
        hideCloseButton
        size="small"
      >
        <p role="status">{t.confirming.text}</p>
      </Dialog>
    );
  }
  if (!outcome) return null;
  const receipt = outcome.kind === 'failed' ? null : outcome.receipt;
  return (
    <Dialog
      key={outcome.kind}
      open
      onClose={onClose}
      title={titleOf(outcome)}
      size="small"
      hideCloseButton
      role={outcome.kind === 'failed' ? 'alertdialog' : 'dialog'}
      footer={
        <>
          {receipt && (
            <ButtonLink to={receipt} variant="outline">
              {t.viewBooking}
            </ButtonLink>
          )}
          <button type="button" className={buttonClassName()} onClick={onClose} data-autofocus>
            {t.close}
          </button>
        </>
      }
    >
      <div className={styles.body}>
        {outcome.kind === 'paid' && <p>{outcome.message}</p>}
        {outcome.kind === 'received' && <p>{t.received.text}</p>}
        {outcome.kind === 'failed' && <p>{t.failed.text}</p>}
        {outcome.kind === 'transfer' && (
          <>
            <p>{outcome.message}</p>
            {outcome.heldMinutes !== null && <p>{t.transfer.held(outcome.heldMinutes)}</p>}
          </>
        )}
      </div>
    </Dialog>
  );
}
