import { durationLabel, formatNaira } from '@clean/shared/format';

/** The texts of a plan's home size on 'Your plan' (ours: docs/PRODUCT.md, "A price that fits the home"). */
export const planSizeTexts = {
  change: "Change your home's size",
  title: "Change your home's size",
  text:
    'Your visits not charged yet, and those to come, take the price and the time of the size you choose. ' +
    'Visits already paid or being charged stay as they are.',
  quote: (amount: number, minutes: number) =>
    `New price: ${formatNaira(amount)} per visit. One visit takes about ${durationLabel(minutes)}.`,
  was: (amount: number) => `Your plan is now ${formatNaira(amount)} per visit.`,
  confirm: 'Change the size',
  busy: 'Changing…',
};
