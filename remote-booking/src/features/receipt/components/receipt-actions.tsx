import { lagosStart } from '@clean/shared/lagos-time';
import { buttonClassName, VisuallyHidden } from '@clean/shared/ui';
import type { Receipt } from '@clean/shared/schemas';
import { useState } from 'react';
import { downloadCalendarFile } from '../lib/calendar-file';
import { receiptTexts } from '../lib/texts';
import { whatsAppHref } from '../lib/whatsapp';
import styles from './receipt.module.css';

/** Add to calendar (an .ics file), WhatsApp the company about this booking, Print. Not printed. */
export function ReceiptActions({ booking }: { booking: Receipt }) {
  const t = receiptTexts.actions;
  const [calendar, setCalendar] = useState<'idle' | 'preparing' | 'failed'>('idle');
  const addToCalendar = () => {
    setCalendar('preparing');
    downloadCalendarFile(booking).then(
      () => setCalendar('idle'),
      () => setCalendar('failed'),
    );
  };
  return (
    <div className={styles.actions} role="group" aria-label={t.name}>
      {/* The API's schema guarantees both; a booking that somehow lacks them simply has no calendar file. */}
      {lagosStart(booking.date, booking.time) && (
        <button
          type="button"
          className={buttonClassName()}
          onClick={addToCalendar}
          disabled={calendar === 'preparing'}
          aria-describedby={calendar === 'failed' ? 'calendar-failed' : undefined}
        >
          {t.calendar}
        </button>
      )}
      {calendar === 'failed' && (
        <p id="calendar-failed" role="alert" className={`${styles.problem} ${styles.actionsProblem}`}>
          {t.calendarFailed}
        </p>
      )}
      <a
        className={buttonClassName({ variant: 'outline' })}
        href={whatsAppHref(booking.reference)}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t.whatsApp}
        <VisuallyHidden> (opens WhatsApp)</VisuallyHidden>
      </a>
      <button type="button" className={buttonClassName({ variant: 'outline' })} onClick={() => window.print()}>
        {t.print}
      </button>
    </div>
  );
}
