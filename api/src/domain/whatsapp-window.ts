import { WHATSAPP_SESSION_HOURS } from '@clean/shared/schemas';

/**
 * Until when we may answer a customer in free text on WhatsApp (docs/PRODUCT.md, "Messages on WhatsApp
 * and SMS"): the 24 hours after their last WhatsApp message; null once closed, or when they never wrote
 * on WhatsApp.
 */
export function whatsAppWindowUntil(lastWhatsAppAt: Date | null, now: Date): Date | null {
  if (!lastWhatsAppAt) return null;
  const until = new Date(lastWhatsAppAt.getTime() + WHATSAPP_SESSION_HOURS * 3_600_000);
  return until > now ? until : null;
}
