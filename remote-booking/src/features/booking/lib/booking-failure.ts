import { isApiError } from '@clean/shared';

/** The last submit failed: the server's message or the network's, and a Retry when no answer came. */
export interface BookingFailure {
  message: string;
  /** Set when the call got no answer: resends the same body with the same Idempotency-Key. */
  retry?: () => void;
  /** The receipt of the booking already waiting for payment (429), with the email it was made with. */
  waitingReceipt?: string;
}

/**
 * The receipt link of a 429 for a booking already waiting (docs/PRODUCT.md, "Unpaid holds are capped").
 * The shared schemas (with zod) are imported here, not with the page: by a submit the form's resolver
 * has loaded them, and with the page they were a third of its first visit (docs/DECISIONS.md).
 */
export async function waitingReceiptOf(data: unknown, email: string): Promise<string | undefined> {
  const { errorResponse } = await import('@clean/shared/schemas');
  const parsed = errorResponse.safeParse(data);
  if (!parsed.success || !parsed.data.receiptPath) return undefined;
  return `${parsed.data.receiptPath}?${new URLSearchParams({ contact: email }).toString()}`;
}

/** Answers that say nothing about whether the booking was made: only a resend of the same attempt is safe. */
export const unanswered = (error: unknown) =>
  isApiError(error) && (error.status === 'NETWORK' || error.status === 'PARSING');
