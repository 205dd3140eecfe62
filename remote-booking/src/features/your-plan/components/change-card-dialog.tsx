import { longDate } from '@clean/shared/lagos-time';
import type { PlanSummary } from '@clean/shared/schemas';
import { ConfirmDialog } from '@clean/shared/ui';
import { useState } from 'react';
import type { useCardChange } from '../hooks/use-card-change';
import { yourPlanTexts as t } from '../texts';
import { PlanProblem } from './plan-problem';
import styles from './your-plan.module.css';

interface ChangeCardDialogProps {
  /** The visit the new card pays now. */
  toPay: NonNullable<PlanSummary['changeCard']['visit']>;
  /** The card now saved, named in the text. */
  cardLast4: string | null;
  card: ReturnType<typeof useCardChange>;
  onCancel: () => void;
}

/**
 * 'Change card': the customer agrees to pay the next visit with the new card, which is then charged for
 * the later ones. Shown only while asked for, so each opening starts unticked with no problem shown.
 */
export function ChangeCardDialog({ toPay, cardLast4, card, onCancel }: ChangeCardDialogProps) {
  const [consent, setConsent] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <ConfirmDialog
      open
      title={t.changeCardTitle}
      confirmLabel={t.changeCardConfirm(toPay.amount)}
      // Paying is the way forward here, not a loss: the main colour, not the warning one.
      confirmVariant="normal"
      busyLabel={t.changeCardBusy}
      cancelLabel={t.keep}
      busy={card.stage === 'opening'}
      onConfirm={() => {
        if (consent) void card.begin();
        else setProblem(t.changeCardConsentNeeded);
      }}
      onCancel={onCancel}
    >
      <p>{t.changeCardText(`${longDate(toPay.date)}, ${toPay.time}`, toPay.amount, cardLast4)}</p>
      <label className={styles.consent}>
        <input
          type="checkbox"
          checked={consent}
          onChange={(event) => {
            setConsent(event.target.checked);
            setProblem(null);
          }}
        />
        <span>{t.changeCardConsent}</span>
      </label>
      <PlanProblem problem={problem} />
      <PlanProblem problem={card.problem} />
    </ConfirmDialog>
  );
}
