import type { CrewJob, JobEventResponse, JobPhotoResponse } from '@clean/shared';
import { crewCall, CrewCallError } from './crew-client';
import { dataUrlToBlob } from './resize-photo';
import { readQueue, saveQueue, type QueuedStep } from './crew-storage';

/**
 * The steps taken on the phone, sent to the office in the order they were taken (docs/PRODUCT.md,
 * "The crew's day", Offline). Each carries its own key, and the server records a key once, so sending
 * a step again after an answer was lost is safe. The queue lives in memory and in localStorage: a step
 * whose photos do not fit in the storage still waits in memory while the page stays open.
 */

let queue: QueuedStep[] | null = null;

export const queuedSteps = (): readonly QueuedStep[] => (queue ??= readQueue());

/** Whether the queue was kept on the phone (false: storage full, kept only while the page is open). */
function keep(next: QueuedStep[]): boolean {
  queue = next;
  return saveQueue(next);
}

export const enqueueStep = (step: QueuedStep): boolean => keep([...queuedSteps(), step]);

/** Forgets the queue (signed out). */
export function forgetQueue(): void {
  queue = [];
}

/** Reads the stored queue afresh (another page load or a test starting over). */
export function reloadQueue(): void {
  queue = null;
}

/** How often a failed photo upload is tried again, and how long it waits first (times the attempt). */
export const UPLOAD_RETRIES = 3;
export const RETRY_DELAY_MS = 1000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A refusal no retry changes (the server read the photo and said no). */
const refused = (error: unknown) =>
  error instanceof CrewCallError && typeof error.status === 'number' && error.status < 500;

async function upload(jobId: string, photoId: string, dataUrl: string, token: string): Promise<void> {
  const bytes = dataUrlToBlob(dataUrl);
  for (let attempt = 0; ; attempt += 1) {
    try {
      await crewCall<JobPhotoResponse>(
        `/api/crew/jobs/${encodeURIComponent(jobId)}/photos/${encodeURIComponent(photoId)}`,
        { method: 'PUT', token, bytes },
      );
      return;
    } catch (error) {
      if (refused(error) || attempt >= UPLOAD_RETRIES) throw error;
      await wait(RETRY_DELAY_MS * (attempt + 1));
    }
  }
}

export interface SendHooks {
  /** The job as the office now has it. */
  onJob: (job: CrewJob) => void;
  /** 'Uploading photo 1 of 2…', or null when no photo is being sent. */
  onProgress: (text: string | null) => void;
  /** The server refused a step (already done, too old): it is dropped and its message shown. */
  onRefused: (message: string) => void;
}

export type SendResult = 'sent' | 'offline' | 'signed-out';

async function sendStep(first: QueuedStep, token: string, hooks: SendHooks): Promise<void> {
  let step = first;
  for (const [index, photo] of step.photos.entries()) {
    if (photo.dataUrl === null) continue;
    hooks.onProgress(`Uploading photo ${index + 1} of ${step.photos.length}…`);
    await upload(step.jobId, photo.id, photo.dataUrl, token);
    // Uploaded: its bytes leave the phone's storage, its id stays for the step.
    const photos = step.photos.map((other) => (other.id === photo.id ? { ...other, dataUrl: null } : other));
    step = { ...step, photos };
    keep([step, ...queuedSteps().slice(1)]);
  }
  hooks.onProgress(null);
  const answer = await crewCall<JobEventResponse>(`/api/crew/jobs/${encodeURIComponent(step.jobId)}/events`, {
    method: 'POST',
    token,
    json: step.request,
  });
  keep(queuedSteps().slice(1));
  hooks.onJob(answer.job);
}

async function sendAll(token: string, hooks: SendHooks): Promise<SendResult> {
  for (let step = queuedSteps()[0]; step; step = queuedSteps()[0]) {
    try {
      await sendStep(step, token, hooks);
    } catch (error) {
      hooks.onProgress(null);
      if (!(error instanceof CrewCallError) || error.status === 'NETWORK') return 'offline';
      if (error.status === 401) return 'signed-out';
      if (error.status >= 500) return 'offline';
      keep(queuedSteps().slice(1));
      hooks.onRefused(error.message);
    }
  }
  return 'sent';
}

let sending: Promise<SendResult> | null = null;

/** Sends the waiting steps in order; one run at a time, so no step goes out twice at once. */
export function sendQueue(token: string, hooks: SendHooks): Promise<SendResult> {
  sending ??= sendAll(token, hooks).finally(() => {
    sending = null;
  });
  return sending;
}
