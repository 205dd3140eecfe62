import { quoteJob } from '@clean/shared/format';
import type { PlanSummary } from '@clean/shared/schemas';
import { useState } from 'react';
import { HomeSizeFields } from '../../../components/home-size-fields/home-size-fields';
import { fullSize, type HomeSize } from '../../../lib/home-size';
import { useLazyPlanPriceReceiptQuery, usePlanSizeMutation } from '../api/plan-price';
import { usePlanRequest, type PlanDialogProps } from '../hooks/use-plan-request';
import { planSizeTexts as t } from '../size-texts';
import { PlanActionDialog } from './plan-action-dialog';
import styles from './your-plan.module.css';

interface PlanSizeDialogProps extends PlanDialogProps {
  /** The catalogue's terms a new size is quoted by, as the receipt has them now. */
  terms: NonNullable<PlanSummary['sizeTerms']>;
}

/**
 * "Change your home's size" (docs/PRODUCT.md, "A price that fits the home"): the booking form's steppers,
 * starting from the plan's size, with the price per visit and the length they make (quoted as the server
 * quotes them); the price shown is sent with the change. Refused (the price or a crew's time changed),
 * the API's words show and the receipt is read again, so the price shown is the one now.
 */
export function PlanSizeDialog({ open, terms, ...props }: PlanSizeDialogProps) {
  const { booking } = props;
  const plan = booking.plan;
  const [change, changing] = usePlanSizeMutation();
  const [readReceipt] = useLazyPlanPriceReceiptQuery();
  // The customer's choice; null: the plan's own size (read again whenever the dialog opens).
  const [chosen, setChosen] = useState<HomeSize | null>(null);
  const request = usePlanRequest({
    ...props,
    onDone: () => {
      setChosen(null);
      props.onDone();
    },
    onCancel: () => {
      setChosen(null);
      props.onCancel();
    },
    onConflict: () => {
      void readReceipt(request.args)
        .unwrap()
        .then(props.onChanged, () => undefined);
    },
  });
  const size = chosen ?? fullSize(terms.service, plan?.size);
  const quote = quoteJob(terms.service, terms.frequency, size, terms.area);

  return (
    <PlanActionDialog
      open={open}
      request={request}
      texts={{ title: t.title, confirm: t.confirm, busy: t.busy }}
      busy={changing.isLoading}
      confirmVariant="normal"
      onConfirm={() => {
        if (quote.ok) void request.run(() => change({ ...request.args, size, amount: quote.amount }).unwrap());
      }}
    >
      <p>{t.text}</p>
      <HomeSizeFields
        service={terms.service}
        size={size}
        onChange={setChosen}
        error={quote.ok ? undefined : quote.message}
      />
      {quote.ok && (
        <p className={styles.quote} aria-live="polite">
          {t.quote(quote.amount, quote.minutes)}
        </p>
      )}
      {plan && <p className={styles.muted}>{t.was(plan.amount)}</p>}
    </PlanActionDialog>
  );
}
