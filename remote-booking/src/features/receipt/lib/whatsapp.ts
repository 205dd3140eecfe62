import { company } from '@clean/shared';

/** A WhatsApp chat with the company, the message already saying which booking it is about. */
export function whatsAppHref(reference: string, phone: string = company.phone): string {
  const text = `Hello ${company.name}, I have a question about my booking ${reference}.`;
  return `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}
