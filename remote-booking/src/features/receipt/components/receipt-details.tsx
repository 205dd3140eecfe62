import { formatNaira } from '@clean/shared';
import { toDisplayDate } from '@clean/shared/dates';
import { PriceLines } from '@clean/shared/ui';
import type { Receipt } from '@clean/shared/schemas';
import { receiptTexts } from '../lib/texts';
import styles from './receipt.module.css';

/** The appointment as booked: a description list, one row per detail. */
export function ReceiptDetails({ booking }: { booking: Receipt }) {
  const t = receiptTexts.labels;
  // The area and landmark when the booking gave them (docs/PRODUCT.md, "Areas and landmarks").
  const where: [string, string | undefined][] = [
    [t.area, booking.area],
    [t.landmark, booking.landmark],
  ];
  const rows: [string, string][] = [
    [t.reference, booking.reference],
    [t.name, booking.name],
    [t.address, booking.address],
    ...where.filter((row): row is [string, string] => !!row[1]),
    [t.location, booking.location],
    [t.product, booking.product],
    [t.service, booking.service],
    [t.frequency, booking.frequency],
    [t.amount, formatNaira(booking.amount)],
    [t.date, toDisplayDate(booking.date)],
    [t.time, booking.time],
  ];
  return (
    <section className={styles.details} aria-labelledby="receipt-details-title">
      <h2 id="receipt-details-title" className={styles.sectionTitle}>
        {receiptTexts.detailsTitle}
      </h2>
      <dl className={styles.list}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.row}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {booking.priceLines && (
        <PriceLines lines={booking.priceLines} total={booking.amount} label={receiptTexts.priceLines} />
      )}
    </section>
  );
}
