/**
 * The address a job's photo is shown at (docs/PRODUCT.md, "The crew's day"): signed with the API's link
 * key and good for an hour, so an <img> can show it with no session header, and only those the API
 * answered it to (the office, the crew of the job) hold a working one.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const PHOTO_LINK_SECONDS = 60 * 60;

const signatureOf = (secret: string, id: string, expires: number): string =>
  createHmac('sha256', secret).update(`job-photo:${id}:${expires}`).digest('base64url');

/** '/api/photos/<id>?expires=<unix seconds>&signature=…', good until an hour from `now`. */
export function photoPath(secret: string, id: string, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + PHOTO_LINK_SECONDS;
  return `/api/photos/${encodeURIComponent(id)}?expires=${expires}&signature=${signatureOf(secret, id, expires)}`;
}

/** Whether `signature` is the photo's for `expires`, and `expires` is still ahead of `now`. */
export function photoLinkValid(secret: string, id: string, expires: number, signature: string, now: Date): boolean {
  if (!Number.isSafeInteger(expires) || expires * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signatureOf(secret, id, expires));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
