import { paths } from '@clean/shared';
import type { Receipt } from '@clean/shared/schemas';
import { ButtonLink } from '@clean/shared/ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { useHoldCountdown } from '../../../hooks/use-hold-countdown';
import { holdCountdownText } from '../../../lib/hold-time';
import { attentionTexts, receiptTexts, statusTexts } from '../lib/texts';
import styles from './receipt.module.css';

const tones: Record<Receipt['status'], string | undefined> = {
  paid: styles.good,
  completed: styles.good,
  'awaiting-payment': styles.waiting,
  expired: styles.bad,
  cancelled: styles.bad,
  'needs-attention': styles.warning,
};

/** "We're holding this slot for you: 14:32", ticking: a timer, not a live region that reads every second. */
function HoldCountdown({ endsAt, onEnd }: { endsAt: number; onEnd: () => void }) {
  const secondsLeft = useHoldCountdown(endsAt, onEnd);
  return (
    <p className={styles.hold} role="timer" aria-live="off">
      {holdCountdownText(secondsLeft)}
    </p>
  );
}

interface ReceiptStatusProps {
  status: Receipt['status'];
  attentionReason: Receipt['attentionReason'];
  /** While an unpaid booking's slot is held: when the hold ends on this device's clock. */
  holdEndsAt: number | null;
  /** Called once when the hold runs out while the page is open. */
  onHoldEnd: (endsAt: number) => void;
  /** Moves the focus to the status (the visitor's form is gone once the receipt arrives). */
  focusOnMount: boolean;
  /** What the customer can do about it now (Pay Online), under the hold. */
  children?: ReactNode;
}

/**
 * Where the booking stands, in plain words: a heading (read by a screen reader as the section's name,
 * and not a live `status` region, which would read as a page still loading), what it means, and for
 * an unpaid booking the time its slot is still held, ticking.
 */
export function ReceiptStatus({
  status,
  attentionReason,
  holdEndsAt,
  onHoldEnd,
  focusOnMount,
  children,
}: ReceiptStatusProps) {
  const { title, text } = statusTexts[status];
  const heading = useRef<HTMLHeadingElement>(null);
  // A plan visit whose saved card was refused waits for payment: the customer is told why.
  const waitsForPay = status === 'awaiting-payment' && attentionReason === 'charge-failed';

  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);

  return (
    <section className={[styles.status, tones[status]].filter(Boolean).join(' ')} aria-label={title}>
      <p className={styles.statusLabel}>{receiptTexts.statusLabel}</p>
      <h2 ref={heading} className={styles.statusTitle} tabIndex={-1}>
        {title}
      </h2>
      {attentionReason && (status === 'needs-attention' || waitsForPay) && (
        <p className={styles.statusText}>{attentionTexts[attentionReason]}</p>
      )}
      <p className={styles.statusText}>{text}</p>
      {holdEndsAt !== null && (
        <HoldCountdown key={holdEndsAt} endsAt={holdEndsAt} onEnd={() => onHoldEnd(holdEndsAt)} />
      )}
      {children}
      {status === 'expired' && (
        <div className={styles.statusActions}>
          <ButtonLink to={paths.booking} variant="outline">
            {receiptTexts.actions.bookAgain}
          </ButtonLink>
        </div>
      )}
    </section>
  );
}
