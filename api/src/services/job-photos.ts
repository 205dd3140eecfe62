/**
 * Photos of finished work (docs/PRODUCT.md, "The crew's day"): resized on the phone, uploaded one by
 * one under the phone's own id (an upload cut off is sent again whole, and stored once), kept in
 * object storage and shown only through signed addresses.
 */
import { JOB_PHOTO_LIMITS, type JobPhoto } from '@clean/shared/schemas';
import { photoPath } from '../domain/photo-link';
import type { ObjectStore } from '../files/object-store';
import type { CrewSessionRow } from '../repositories/crew-device-repository';
import type { CrewJobRepository, JobPhotoRow } from '../repositories/crew-job-repository';
import type { UnitOfWork } from '../db/transaction';
import { isFinal } from './crew-day';

export interface JobPhotoDeps extends UnitOfWork {
  crewJobs: CrewJobRepository;
  files: ObjectStore;
  linkSecret: string;
  now: () => Date;
}

export type PhotoType = (typeof JOB_PHOTO_LIMITS.types)[number];

/** What the first bytes of each accepted type are: a file is what it is, whatever its header says. */
const SIGNATURES: Record<PhotoType, (bytes: Buffer) => boolean> = {
  'image/jpeg': (bytes) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff,
  'image/png': (bytes) => bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/webp': (bytes) =>
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP',
};

export const isPhotoType = (type: string): type is PhotoType =>
  (JOB_PHOTO_LIMITS.types as readonly string[]).includes(type);

export type PhotoUpload =
  | { outcome: 'stored'; photo: JobPhoto }
  | { outcome: 'not-found' }
  | { outcome: 'refused' | 'invalid'; message: string };

/** Under its job's folder: an id another job used cannot reach that job's file. */
const storageKey = (appointmentId: string, id: string) => `job-photos/${appointmentId}/${id}`;

export async function uploadJobPhoto(
  deps: JobPhotoDeps,
  session: CrewSessionRow,
  appointmentId: string,
  photoId: string,
  type: PhotoType,
  bytes: Buffer,
): Promise<PhotoUpload> {
  if (bytes.length === 0) return { outcome: 'invalid', message: 'The photo is empty: take it again.' };
  if (bytes.length > JOB_PHOTO_LIMITS.maxBytes) {
    return { outcome: 'invalid', message: 'The photo is larger than 3 MB.' };
  }
  if (!SIGNATURES[type](bytes))
    return { outcome: 'invalid', message: `This file is not a ${type.slice(6).toUpperCase()} image.` };
  const now = deps.now();
  const answer = (id: string): PhotoUpload => ({
    outcome: 'stored',
    photo: { _id: id, url: photoPath(deps.linkSecret, id, now) },
  });
  // The file first: a row never points to nothing. A file whose row is then refused is overwritten
  // by the same id's next upload, and no address ever leads to it.
  const checked = await deps.db.transaction(async (tx): Promise<PhotoUpload | 'store'> => {
    const job = await deps.crewJobs.lockJob(tx, session.crew.id, appointmentId);
    if (!job) return { outcome: 'not-found' };
    const already = await deps.crewJobs.findPhoto(photoId, tx);
    if (already) {
      return already.appointmentId === appointmentId
        ? answer(already.id)
        : { outcome: 'refused', message: 'This photo id belongs to another job.' };
    }
    if (isFinal(job.appointment.jobStep ?? 'assigned')) {
      return { outcome: 'refused', message: 'This job is finished: its photos can no longer change.' };
    }
    if ((await deps.crewJobs.photoCount(tx, appointmentId)) >= JOB_PHOTO_LIMITS.perJob) {
      return { outcome: 'refused', message: `A job has at most ${JOB_PHOTO_LIMITS.perJob} photos.` };
    }
    return 'store';
  });
  if (checked !== 'store') return checked;
  await deps.files.put(storageKey(appointmentId, photoId), bytes);
  const stored = await deps.db.transaction(async (tx): Promise<PhotoUpload> => {
    const job = await deps.crewJobs.lockJob(tx, session.crew.id, appointmentId);
    if (!job) return { outcome: 'not-found' };
    if ((await deps.crewJobs.photoCount(tx, appointmentId)) >= JOB_PHOTO_LIMITS.perJob) {
      return { outcome: 'refused', message: `A job has at most ${JOB_PHOTO_LIMITS.perJob} photos.` };
    }
    await deps.crewJobs.addPhoto(tx, {
      id: photoId,
      appointmentId,
      crewId: session.crew.id,
      contentType: type,
      bytes: bytes.length,
      storageKey: storageKey(appointmentId, photoId),
      createdAt: now,
    });
    return answer(photoId);
  });
  return stored;
}

/**
 * The photo `id`'s row and bytes; null when either is missing, or when its customer's data was erased
 * (docs/PRODUCT.md, "Your data": its file may still wait for removal).
 */
export async function readJobPhoto(
  deps: Pick<JobPhotoDeps, 'crewJobs' | 'files'>,
  id: string,
): Promise<{ row: JobPhotoRow; bytes: Buffer } | null> {
  const row = await deps.crewJobs.findPhoto(id);
  if (!row || row.erasedAt) return null;
  const bytes = await deps.files.get(row.storageKey);
  return bytes ? { row, bytes } : null;
}
