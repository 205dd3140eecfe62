import { formatNaira } from '@clean/shared/format';
import type { AddProductPayload } from '@clean/shared/schemas';

/** What an appointment summary names: whose booking, when and where, and its reference. */
interface BookingFacts {
  firstName: string;
  lastName: string;
  date: string;
  time: string;
  location: string;
  reference: string;
}

const booking = (row: BookingFacts) =>
  `${row.firstName} ${row.lastName}'s booking for ${row.date} ${row.time} at ${row.location} (${row.reference})`;

/** 'Cancelled Chidi Eze's booking for 2030-01-08 10:00 AM at Lagos (CLN-…)'. */
export const cancelledSummary = (row: BookingFacts) => `Cancelled ${booking(row)}`;
export const completedSummary = (row: BookingFacts) => `Marked ${booking(row)} as completed`;
export const deletedSummary = (row: BookingFacts) => `Deleted ${booking(row)}`;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** 'Deep Cleaning: 2 services, starts from NGN 15,000.00'. */
const productFacts = (product: Pick<AddProductPayload, 'name' | 'price' | 'services'>) =>
  `${product.name}: ${plural(product.services.length, 'service')}, starts from ${formatNaira(product.price)}`;

export const productCreatedSummary = (product: Pick<AddProductPayload, 'name' | 'price' | 'services'>) =>
  `Added ${productFacts(product)}`;

/** Names the old name too when the product was renamed, so its history still reads. */
export const productUpdatedSummary = (
  previousName: string,
  product: Pick<AddProductPayload, 'name' | 'price' | 'services'>,
) => `Updated ${productFacts(product)}${previousName === product.name ? '' : ` (was ${previousName})`}`;

export const productDeletedSummary = (name: string) => `Deleted ${name}`;
