import { formatNaira } from '@clean/shared/format';
import { cardBrandName } from '@clean/shared/plans';

/** Every text of 'Your plan' on the receipt page (ours: docs/PRODUCT.md, Recurring plans). */
export const yourPlanTexts = {
  title: 'Your plan',
  status: {
    pending: 'Starts once this first visit is paid',
    active: 'Active',
    paused: (until: string) => `Paused until ${until}`,
    cancelled: 'Cancelled',
  },
  card: (last4: string, brand: string | null) =>
    `Charged to your ${brand ? `${cardBrandName(brand)} ` : ''}card ending ${last4}`,
  noCard: 'No saved card: each visit waits for your payment online',
  nextVisits: 'Next visits',
  noVisits: 'No visits to come.',
  thisVisit: 'this visit',
  paid: 'paid',
  skip: 'Skip this visit',
  pause: 'Pause until…',
  cancel: 'Cancel plan',
  skipTitle: 'Skip this visit?',
  skipText: (when: string, refund: number | null) =>
    `Your visit on ${when} is cancelled and not charged; your other visits stay as they are.` +
    (refund ? ` The ${formatNaira(refund)} you paid for it is sent back to you.` : ''),
  skipConfirm: 'Skip this visit',
  skipBusy: 'Skipping…',
  pauseTitle: 'Pause your plan',
  pauseText:
    'No visit is made or charged before the date you choose; the visits before it are cancelled (a paid one is ' +
    'refunded under the cancellation policy). Your visits start again from that day.',
  pauseLabel: 'Pause until',
  pauseChooseDate: 'Choose the day your visits start again.',
  pauseConfirm: 'Pause my plan',
  pauseBusy: 'Pausing…',
  reschedule: 'Change day or time',
  rescheduleTitle: 'Change the day or time of your visits',
  rescheduleText: (cutoffHours: number) =>
    'Choose the day and time of your next visit: your visits to come move there, and the later ones follow at ' +
    `the same interval. Paid visits and visits less than ${cutoffHours} hours away stay as they are. When a ` +
    'time is full on one of the days, that visit takes the nearest free time, and the e-mail we send lists them all.',
  rescheduleChoose: 'Choose a day and a time first.',
  rescheduleConfirm: 'Move my visits',
  rescheduleBusy: 'Moving…',
  cancelTitle: 'Cancel your plan?',
  cancelText:
    'All your visits to come are cancelled and nothing more is charged. Paid visits are refunded under the ' +
    'cancellation policy; a paid visit within the cut-off goes ahead.',
  cancelConfirm: 'Cancel my plan',
  cancelBusy: 'Cancelling…',
  changeCard: 'Change card',
  changeCardTitle: 'Change your card',
  changeCardText: (when: string, amount: number, last4: string | null) =>
    `Pay your visit on ${when} (${formatNaira(amount)}) now with the card you want us to use. From then on we ` +
    `charge that card before each later visit${last4 ? `, instead of the card ending ${last4}` : ''}.`,
  changeCardConsent: 'I agree that the card I pay with now is charged before each later visit of this plan.',
  changeCardConsentNeeded: 'Tick the box to let us charge this card before each later visit.',
  changeCardConfirm: (amount: number) => `Pay ${formatNaira(amount)} with a new card`,
  changeCardBusy: 'Opening the payment…',
  cardConfirming: 'Confirming your payment…',
  cardCancelled: 'The payment was not completed: your card is unchanged.',
  cardUnavailable: 'The payment window could not be opened. Your card is unchanged; please try again.',
  cardTransfer:
    'Your transfer pays this visit once it arrives, but a transfer cannot be charged again: your saved card ' +
    'stays. To change the card, pay with a card.',
  cardNotConfirmed:
    'We could not confirm your payment yet. If you were charged, your payment is safe: your new card is ' +
    'saved as soon as the provider confirms it.',
  keep: 'Keep my plan',
  failed: 'Something went wrong. Please try again.',
};
