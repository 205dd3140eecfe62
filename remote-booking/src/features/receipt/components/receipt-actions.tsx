import { lagosStart } from '@clean/shared/lagos-time';
import { buttonClassName, VisuallyHidden } from '@clean/shared/ui';
import type { Receipt } from '@clean/shared/schemas';
import { calendarFileHref, calendarFileName, receiptCalendarFile } from '../lib/calendar-file';
import { receiptTexts } from '../lib/texts';
import { whatsAppHref } from '../lib/whatsapp';
import styles from './receipt.module.css';

/** Add to calendar (an .ics file), WhatsApp the company about this booking, Print. Not printed. */
export function ReceiptActions({ booking }: { booking: Receipt }) {
  const t = receiptTexts.actions;
  // The API's schema guarantees both; a booking that somehow lacks them simply has no calendar file.
  const calendarFile = lagosStart(booking.date, booking.time) ? receiptCalendarFile(booking) : null;
  return (
    <div className={styles.actions} role="group" aria-label={t.name}>
      {calendarFile && (
        <a
          className={buttonClassName()}
          href={calendarFileHref(calendarFile)}
          download={calendarFileName(booking.reference)}
        >
          {t.calendar}
        </a>
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
