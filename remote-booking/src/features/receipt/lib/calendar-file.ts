import type { Receipt } from '@clean/shared/schemas';

type CalendarBooking = Pick<Receipt, 'reference' | 'date' | 'time' | 'service' | 'product' | 'address' | 'createdAt'>;

/**
 * Downloads the booking's .ics file. The builder (`@clean/shared/calendar`, on the `ics` library) is
 * fetched only now, when the visitor asks for the file, so it costs the page's first load nothing. The
 * file goes out as a data: link (no blob URL to revoke), named booking-REFERENCE.ics.
 */
export async function downloadCalendarFile(booking: CalendarBooking): Promise<void> {
  const { calendarFileName, visitCalendarFile } = await import('@clean/shared/calendar');
  const link = document.createElement('a');
  link.href = `data:text/calendar;charset=utf-8,${encodeURIComponent(visitCalendarFile(booking))}`;
  link.download = calendarFileName(booking.reference);
  document.body.append(link);
  link.click();
  link.remove();
}
