import { paths } from '@clean/shared';
import type { Receipt } from '@clean/shared/schemas';
import { ButtonLink } from '@clean/shared/ui';
import { useEffect, useRef } from 'react';
import { useHoldCountdown } from '../hooks/use-hold-countdown';
import { formatCountdown } from '../lib/hold-time';
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

interface ReceiptStatusProps {
  booking: Pick<Receipt, 'status' | 'attentionReason'>;
  /** When an unpaid booking's hold ends on this device's clock (null when nothing is held). */
  holdEndsAt: number | null;
  /** Called once when the hold runs out while the page is open. */
  onHoldEnd: () => void;
  headingId: string;
}

/**
 * Where the booking stands, in plain words: a heading (read by a screen reader as the section's name,
 * and not a live `status` region, which would read as a page still loading), what it means, and for
 * an unpaid booking the time its slot is still held, ticking. A hold that runs out while the page is
 * open shows as expired at once; `onHoldEnd` lets the owner ask the server.
 */
export function ReceiptStatus({ booking, holdEndsAt, onHoldEnd, headingId }: ReceiptStatusProps) {
  const secondsLeft = useHoldCountdown(holdEndsAt ?? 0);
  const held = holdEndsAt !== null && secondsLeft > 0;
  const status = holdEndsAt !== null && !held ? 'expired' : booking.status;
  const { title, text } = statusTexts[status];

  const onHoldEndRef = useRef(onHoldEnd);
  onHoldEndRef.current = onHoldEnd;
  const holdEnded = holdEndsAt !== null && !held;
  useEffect(() => {
    if (holdEnded) onHoldEndRef.current();
  }, [holdEnded]);

  return (
    <section className={[styles.status, tones[status]].filter(Boolean).join(' ')} aria-labelledby={headingId}>
      <p className={styles.statusLabel}>{receiptTexts.statusLabel}</p>
      <h2 id={headingId} className={styles.statusTitle} tabIndex={-1}>
        {title}
      </h2>
      {status === 'needs-attention' && booking.attentionReason && (
        <p className={styles.statusText}>{attentionTexts[booking.attentionReason]}</p>
      )}
      <p className={styles.statusText}>{text}</p>
      {held && (
        <p className={styles.hold} role="timer" aria-live="off">
          {receiptTexts.holding} {formatCountdown(secondsLeft)}
        </p>
      )}
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
