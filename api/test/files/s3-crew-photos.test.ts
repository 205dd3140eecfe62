import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { crewsResponse, crewSignInLinkResponse, crewSignInResponse, jobPhotoResponse } from '@clean/shared/schemas';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/app';
import { s3ObjectStore } from '../../src/files/s3-object-store';
import { testConfig, useTestApp } from '../helpers/build-app';
import { describeEachDatabase } from '../helpers/database';
import { book, firstChoice, registerAdmin } from '../helpers/fixtures';
import { S3RVER_KEYS, startS3Server, type S3TestServer } from '../helpers/s3-server';

/** Monday 2030-01-07 in Lagos (the test clock's day); one crew per slot, so the booking's crew is known. */
const TODAY = '2030-01-07';
const BUCKET = 'crew-photos-test';
/** The first bytes of a JPEG file, enough for the type check. */
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 9)]);

describeEachDatabase("the crew's photos in an S3-compatible store (OBJECT_STORE_URL)", (kind) => {
  let server: S3TestServer;
  // Read when the app is built (useTestApp's beforeAll), after the server below has its port.
  const env: Record<string, string> = { CREWS_PER_SLOT: '1', SLOT_HOURS: '7-16', OBJECT_STORE_BUCKET: BUCKET };
  beforeAll(async () => {
    server = await startS3Server();
    Object.assign(env, {
      OBJECT_STORE_URL: server.url,
      OBJECT_STORE_ACCESS_KEY: S3RVER_KEYS.accessKey,
      OBJECT_STORE_SECRET_KEY: S3RVER_KEYS.secretKey,
    });
  });
  const t = useTestApp(kind, { env });
  afterAll(async () => {
    await server?.close();
  });

  it('stores an uploaded photo in the bucket, not the folder, and serves it back', async () => {
    const admin = await registerAdmin(t);
    const booked = await book(t, await firstChoice(t), { date: TODAY, time: '11:00 AM' });
    await t.database.handle.db.execute(
      sql`UPDATE appointments SET payment = true, paid_at = now() WHERE id = ${booked.appointmentId}`,
    );
    const crews = crewsResponse.parse(
      (await t.request({ method: 'GET', url: '/api/admin/crews', token: admin })).json(),
    );
    const crew = crews.crews.find((entry) => entry.name === 'Lagos crew 1');
    if (!crew) throw new Error('No Lagos crew 1');
    await t.request({
      method: 'PUT',
      url: `/api/admin/crews/${crew._id}`,
      token: admin,
      payload: { ...crew, members: [{ name: 'Bayo', phone: '0803 555 0102' }] },
    });
    const link = crewSignInLinkResponse.parse(
      (
        await t.request({
          method: 'POST',
          url: `/api/admin/crews/${crew._id}/sign-in-links`,
          token: admin,
          payload: { member: 0 },
        })
      ).json(),
    ).link;
    const signIn = await t.request({
      method: 'POST',
      url: '/api/crew/sign-in',
      payload: { token: link?.split('#')[1] ?? '' },
    });
    const crewToken = crewSignInResponse.parse(signIn.json()).token;
    const started = await t.request({
      method: 'POST',
      url: `/api/crew/jobs/${booked.appointmentId}/events`,
      headers: { crewToken },
      payload: { key: randomUUID(), at: t.clock.now().toISOString(), kind: 'started' },
    });
    expect(started.statusCode).toBe(200);

    const photoId = randomUUID();
    const upload = await t.request({
      method: 'PUT',
      url: `/api/crew/jobs/${booked.appointmentId}/photos/${photoId}`,
      headers: { crewToken, 'content-type': 'image/jpeg' },
      body: JPEG,
    });
    expect(upload.statusCode).toBe(200);
    const { url } = jobPhotoResponse.parse(upload.json()).photo;

    // In the server's bucket, read back by another client of it; nothing in the folder.
    const bucket = s3ObjectStore({ url: server.url, bucket: BUCKET, region: 'us-east-1', ...S3RVER_KEYS });
    expect((await bucket.get(`job-photos/${booked.appointmentId}/${photoId}`))?.equals(JPEG)).toBe(true);
    expect(existsSync(path.join(t.app.config.filesDir, 'job-photos', booked.appointmentId, photoId))).toBe(false);

    const photo = await t.request({ method: 'GET', url });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.rawPayload.equals(JPEG)).toBe(true);
  });
});

describe('the API with an object store it cannot reach', () => {
  it('refuses to start, naming OBJECT_STORE_URL', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as { port: number };
    await new Promise((resolve) => probe.close(resolve));
    const config = testConfig({
      OBJECT_STORE_URL: `http://127.0.0.1:${port}`,
      OBJECT_STORE_ACCESS_KEY: 'clean',
      OBJECT_STORE_SECRET_KEY: 'secret-of-the-store',
    });
    await expect(buildApp({ config })).rejects.toThrow(
      `Could not use the object store at OBJECT_STORE_URL http://127.0.0.1:${port} (bucket clean-files)`,
    );
  });
});
