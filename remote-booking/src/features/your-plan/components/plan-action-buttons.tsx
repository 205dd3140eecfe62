import type { PlanSummary } from '@clean/shared/schemas';
import { buttonClassName } from '@clean/shared/ui';
import type { CardChangeStage } from '../hooks/use-card-change';
import { planSizeTexts } from '../size-texts';
import { yourPlanTexts as t } from '../texts';
import styles from './your-plan.module.css';

/** The dialog a button of 'Your plan' opens. */
export type PlanAction = 'skip' | 'pause' | 'reschedule' | 'size' | 'cancel' | 'card';

interface PlanActionButtonsProps {
  plan: PlanSummary;
  /** The visit's location is known, so a new day and time can be offered. */
  canReschedule: boolean;
  cardStage: CardChangeStage;
  onAsk: (action: PlanAction) => void;
}

/** The buttons of what the plan allows now, each opening its dialog. */
export function PlanActionButtons({ plan, canReschedule, cardStage, onAsk }: PlanActionButtonsProps) {
  if (!(plan.skip.allowed || plan.pause.allowed || plan.cancel.allowed || plan.changeCard.allowed)) return null;
  const outline = buttonClassName({ variant: 'outline' });
  return (
    <div className={styles.actions}>
      {plan.skip.allowed && (
        <button type="button" className={outline} onClick={() => onAsk('skip')}>
          {t.skip}
        </button>
      )}
      {plan.pause.allowed && (
        <button type="button" className={outline} onClick={() => onAsk('pause')}>
          {t.pause}
        </button>
      )}
      {/* A new day or time is open when a pause is: a started plan, not cancelled. */}
      {plan.pause.allowed && canReschedule && (
        <button type="button" className={outline} onClick={() => onAsk('reschedule')}>
          {t.reschedule}
        </button>
      )}
      {/* Sent only for a started plan, not cancelled, whose service asks a size or offers extras. */}
      {plan.sizeTerms && (
        <button type="button" className={outline} onClick={() => onAsk('size')}>
          {planSizeTexts.change}
        </button>
      )}
      {plan.changeCard.allowed && plan.changeCard.visit && (
        <button
          type="button"
          className={outline}
          disabled={cardStage !== 'idle'}
          aria-busy={cardStage !== 'idle' || undefined}
          onClick={() => onAsk('card')}
        >
          {cardStage === 'confirming' ? t.cardConfirming : t.changeCard}
        </button>
      )}
      {plan.cancel.allowed && (
        <button type="button" className={buttonClassName({ variant: 'danger' })} onClick={() => onAsk('cancel')}>
          {t.cancel}
        </button>
      )}
    </div>
  );
}
