import { isApiError, notify } from '@clean/shared';
import type { Receipt, ReceiptResponse } from '@clean/shared/schemas';
import { buttonClassName, ConfirmDialog } from '@clean/shared/ui';
import { useState } from 'react';
import { useLazyPlanPriceReceiptQuery, usePlanAcceptPriceMutation } from '../api/plan-price';
import { planPriceTexts as t } from '../price-texts';
import styles from './plan-price-offer.module.css';

interface PlanPriceOfferProps {
  booking: Receipt;
  /** The receipt after the price was accepted, or read again when it had changed meanwhile. */
  onChanged: (answer: ReceiptResponse) => void;
}

/**
 * The catalogue's new price per visit, offered on 'Your plan' when it is not the plan's (docs/PRODUCT.md,
 * Recurring plans): higher or lower, it applies only once the customer accepts it in the dialog. The
 * price they saw is sent with it; when it changed again meanwhile, the API refuses and the receipt is
 * read again, so the dialog shows the price now with the API's words.
 */
export function PlanPriceOffer({ booking, onChanged }: PlanPriceOfferProps) {
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [accept, accepting] = usePlanAcceptPriceMutation();
  const [readReceipt] = useLazyPlanPriceReceiptQuery();
  const plan = booking.plan;
  const offered = plan?.offeredAmount;
  if (!plan || offered === null || offered === undefined) return null;

  const args = { reference: booking.reference, token: booking.manage.token };
  const confirm = async () => {
    setProblem(null);
    try {
      const answer = await accept({ ...args, amount: offered }).unwrap();
      notify.success(answer.message);
      setAsking(false);
      onChanged(answer);
    } catch (error) {
      const known = isApiError(error) && typeof error.status === 'number';
      setProblem(known ? error.message : t.failed);
      // Refused because the price moved (or the plan did): show the receipt as it is now.
      if (known && error.status === 409) {
        const fresh = await readReceipt(args)
          .unwrap()
          .catch(() => null);
        if (fresh) onChanged(fresh);
      }
    }
  };

  return (
    <div className={styles.offer}>
      <p className={styles.text}>{t.offer(offered, plan.amount)}</p>
      <div>
        <button type="button" className={buttonClassName()} onClick={() => setAsking(true)}>
          {t.accept}
        </button>
      </div>
      <ConfirmDialog
        open={asking}
        title={t.title}
        confirmLabel={t.confirm}
        busyLabel={t.busy}
        cancelLabel={t.notNow}
        busy={accepting.isLoading}
        confirmVariant="normal"
        onConfirm={() => void confirm()}
        onCancel={() => {
          setAsking(false);
          setProblem(null);
        }}
      >
        <p>{t.text(offered, plan.amount)}</p>
        {problem && (
          <p role="alert" className={styles.problem}>
            {problem}
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}
