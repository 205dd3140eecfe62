import { formatNaira } from '@clean/shared/format';

/** The texts of a plan's new price on 'Your plan' (ours: docs/PRODUCT.md, Recurring plans). */
export const planPriceTexts = {
  offer: (offered: number, current: number) =>
    offered > current
      ? `Our price for these visits is now ${formatNaira(offered)} per visit. Your plan stays at ` +
        `${formatNaira(current)} until you accept the new price.`
      : `Our price for these visits is now lower: ${formatNaira(offered)} per visit. Your plan stays at ` +
        `${formatNaira(current)} until you accept it.`,
  accept: 'Accept the new price',
  title: 'Accept the new price?',
  text: (offered: number, current: number) =>
    `Your visits not charged yet, and those to come, cost ${formatNaira(offered)} instead of ` +
    `${formatNaira(current)}. Visits already paid or being charged keep their price.`,
  confirm: 'Accept the new price',
  busy: 'Accepting…',
  notNow: 'Not now',
  failed: 'Something went wrong. Please try again.',
};
