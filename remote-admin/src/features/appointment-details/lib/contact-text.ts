import { CHANNEL_LABELS } from '@clean/shared/constants';
import { lagosDate, shortDate } from '@clean/shared/lagos-time';
import type { ContactPreference } from '@clean/shared/schemas';

/** '3 Dec' of an instant, in Lagos. */
const dayMonth = (at: string): string => shortDate(lagosDate(at)).replace(/^\S+ /, '');

/**
 * The customer's channel for messages in one line (docs/PRODUCT.md, "Messages on WhatsApp and SMS"):
 * 'WhatsApp (chosen 3 Dec, notice 1.0)' or 'Not recorded', then the channels their STOP turned off.
 */
export function contactText(contact: ContactPreference | null | undefined): string {
  if (!contact) return 'Not recorded';
  const notice = contact.noticeVersion ? `, notice ${contact.noticeVersion}` : '';
  const chosen = contact.chosenAt
    ? `${CHANNEL_LABELS[contact.channel]} (chosen ${dayMonth(contact.chosenAt)}${notice})`
    : 'Not recorded';
  const stopped = contact.stopped.map((each) => `${CHANNEL_LABELS[each.channel]} off by STOP (${dayMonth(each.at)})`);
  return [chosen, ...stopped].join('; ');
}
