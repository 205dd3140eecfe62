import { z } from 'zod';

/**
 * The manage link's token (`?token=` on the receipt page), in a module of its own: the manage options
 * carry the contact choice (channels.ts), whose request carries this token.
 */
export const manageToken = z
  .string({ error: 'The link is not complete: open it again from your e-mail' })
  .trim()
  .min(1, 'The link is not complete: open it again from your e-mail')
  .max(200, 'The link is not complete: open it again from your e-mail');
