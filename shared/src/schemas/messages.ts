import { z } from 'zod';
import { pagingShape } from './admin';
import { id, isoTimestamp } from './common';
import { privacyConsent } from './privacy';

/** A contact form message (docs/PRODUCT.md#public-site, Contact Us) as the inbox shows it. */
export const contactMessage = z.object({
  _id: id,
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: isoTimestamp,
  /** Null while unread (not handled). */
  handledAt: isoTimestamp.nullable(),
  /** The admin who handled it, by name. */
  handledBy: z.string().nullable(),
  /** The privacy notice the sender agreed to; null: not recorded. */
  privacyConsent,
});
export type ContactMessage = z.infer<typeof contactMessage>;

/** GET /api/admin/messages?page=&pageSize=: paged as the appointments are. */
export const messagesQuery = z.object(pagingShape);
export type MessagesQuery = z.input<typeof messagesQuery>;

/** GET /api/admin/messages?page=&pageSize=: unread first, then newest first; `unread` counts every page. */
export const messagesResponse = z.object({
  success: z.literal(true),
  messages: z.array(contactMessage),
  total: z.number().int().nonnegative(),
  unread: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type MessagesResponse = z.infer<typeof messagesResponse>;

/** GET /api/admin/messages/{id} and POST /api/admin/messages/{id}/handled (idempotent). */
export const messageDetailsResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  contactMessage,
});
export type MessageDetailsResponse = z.infer<typeof messageDetailsResponse>;
