import type { CrewDayResponse, CrewSignInResponse, JobEventRequest } from '@clean/shared';
import { CREW_STORAGE_KEYS } from '@clean/shared/crew-day';

/**
 * What the phone keeps in localStorage (docs/PRODUCT.md, "The crew's day"): the session, the last day
 * it read (shown when the network fails) and the steps waiting to be sent. Unreadable or missing
 * values read as nothing, so a broken entry never stops the page.
 */

export type CrewSession = Pick<CrewSignInResponse, 'token' | 'expiresAt' | 'identity'>;

/** The last day read, and when (the phone's clock) it was read. */
export interface SavedDay {
  day: CrewDayResponse;
  savedAt: string;
}

/** A photo of a step waiting to be uploaded: its id, and its resized JPEG as a data URL until it is sent. */
export interface WaitingPhoto {
  id: string;
  dataUrl: string | null;
}

/** A step taken on the phone and not yet recorded by the office. */
export interface QueuedStep {
  jobId: string;
  request: JobEventRequest;
  photos: WaitingPhoto[];
}

function read<T>(key: string): T | null {
  try {
    const text = localStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

/** Whether it was written: a full storage (photos) refuses it. */
function write(key: string, value: unknown): boolean {
  try {
    localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export const readSession = (): CrewSession | null => read<CrewSession>(CREW_STORAGE_KEYS.session);
export const saveSession = (session: CrewSession): boolean => write(CREW_STORAGE_KEYS.session, session);

export const readSavedDay = (): SavedDay | null => read<SavedDay>(CREW_STORAGE_KEYS.day);
export const saveDay = (day: CrewDayResponse, now = new Date()): boolean =>
  write(CREW_STORAGE_KEYS.day, { day, savedAt: now.toISOString() } satisfies SavedDay);

export const readQueue = (): QueuedStep[] => {
  const queue = read<unknown>(CREW_STORAGE_KEYS.outbox);
  return Array.isArray(queue) ? (queue as QueuedStep[]) : [];
};
export const saveQueue = (queue: readonly QueuedStep[]): boolean => write(CREW_STORAGE_KEYS.outbox, queue);

/** Signed out: nothing of the crew's stays on the phone. */
export function clearCrewStorage(): void {
  for (const key of Object.values(CREW_STORAGE_KEYS)) localStorage.removeItem(key);
}
