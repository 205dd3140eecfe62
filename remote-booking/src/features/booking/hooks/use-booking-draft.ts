import { useCallback, useRef, useState } from 'react';
import {
  clearDraft,
  hasContent,
  readDraft,
  writeDraft,
  type DraftAttempt,
  type DraftValues,
} from '../lib/booking-draft';

/**
 * The draft kept on the device (docs/PRODUCT.md#booking): read once, the values the form starts from,
 * whether to say it was restored, and the booking attempt a reload must continue. `save` keeps the
 * values with the current attempt; `forget` drops both.
 */
export function useBookingDraft() {
  const [initial] = useState(() => readDraft());
  const [restored, setRestored] = useState(() => !!initial && hasContent(initial.values));
  const attempt = useRef<DraftAttempt | null>(initial?.attempt ?? null);

  const save = useCallback((values: DraftValues) => {
    if (hasContent(values) || attempt.current) writeDraft({ values, attempt: attempt.current });
    else clearDraft();
  }, []);

  /** The attempt now on its way or booked; `null` when the next submit is a new booking. */
  const currentAttempt = useCallback(() => attempt.current, []);

  /** A new or updated attempt, saved at once with the form's values. */
  const rememberAttempt = useCallback(
    (next: DraftAttempt | null, values: DraftValues) => {
      attempt.current = next;
      save(values);
    },
    [save],
  );

  const forget = useCallback(() => {
    attempt.current = null;
    clearDraft();
    setRestored(false);
  }, []);

  return { values: initial?.values, restored, save, currentAttempt, rememberAttempt, forget };
}

export type BookingDraftState = ReturnType<typeof useBookingDraft>;
