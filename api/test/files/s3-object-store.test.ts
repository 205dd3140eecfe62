import { randomUUID } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import { s3ObjectStore, type S3Settings } from '../../src/files/s3-object-store';
import { S3RVER_KEYS, startS3Server, type S3TestServer } from '../helpers/s3-server';

/** Bucket names S3 accepts, a new one per test so that each starts without it. */
const newBucket = () => `photos-${randomUUID().slice(0, 8)}`;

describe('the object store on an S3-compatible server (s3rver)', () => {
  let server: S3TestServer;
  const settings = (overrides: Partial<S3Settings> = {}): S3Settings => ({
    url: server.url,
    bucket: newBucket(),
    region: 'us-east-1',
    ...S3RVER_KEYS,
    ...overrides,
  });

  beforeAll(async () => {
    server = await startS3Server();
  });
  afterAll(async () => {
    await server.close();
  });

  it('creates its bucket when missing, then gives back the bytes it stored', async () => {
    const store = s3ObjectStore(settings());
    await store.prepare();
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Array.from({ length: 300 }, (_, i) => i % 256)]);
    await store.put('job-photos/a1/p1', bytes);
    expect((await store.get('job-photos/a1/p1'))?.equals(bytes)).toBe(true);
  });

  it('keeps a bucket that already exists, and what is in it', async () => {
    const shared = settings();
    const first = s3ObjectStore(shared);
    await first.prepare();
    await first.put('job-photos/kept', Buffer.from('kept'));
    // A second replica starting on the same bucket.
    const second = s3ObjectStore(shared);
    await second.prepare();
    expect((await second.get('job-photos/kept'))?.toString()).toBe('kept');
  });

  it('answers null for a key it does not hold', async () => {
    const store = s3ObjectStore(settings());
    await store.prepare();
    expect(await store.get('job-photos/none')).toBeNull();
  });

  it('replaces the bytes of a key stored again', async () => {
    const store = s3ObjectStore(settings());
    await store.prepare();
    await store.put('job-photos/again', Buffer.from('first version, longer'));
    await store.put('job-photos/again', Buffer.from('second'));
    expect((await store.get('job-photos/again'))?.toString()).toBe('second');
  });

  it('removes a key, and takes the removal of a key it does not hold as done', async () => {
    const store = s3ObjectStore(settings());
    await store.prepare();
    await store.put('job-photos/a1/gone', Buffer.from('photo'));
    await store.put('job-photos/a1/kept', Buffer.from('other photo'));
    await store.remove('job-photos/a1/gone');
    expect(await store.get('job-photos/a1/gone')).toBeNull();
    expect((await store.get('job-photos/a1/kept'))?.toString()).toBe('other photo');
    await expect(store.remove('job-photos/a1/gone')).resolves.toBeUndefined();
    await expect(store.remove('../escape')).rejects.toThrow('Not an object key: "../escape"');
  });

  it('refuses a key that is not one of ours before any request', async () => {
    const store = s3ObjectStore(settings());
    await expect(store.put('../escape', Buffer.from('x'))).rejects.toThrow('Not an object key: "../escape"');
  });

  it('does not start with keys the server refuses, saying which variables to check', async () => {
    const store = s3ObjectStore(settings({ accessKey: 'not-a-known-key', secretKey: 'wrong-secret' }));
    const refused = store.prepare();
    await expect(refused).rejects.toThrow(`the object store at OBJECT_STORE_URL ${server.url}`);
    await expect(refused).rejects.toThrow(/AccessDenied.*check OBJECT_STORE_ACCESS_KEY and OBJECT_STORE_SECRET_KEY/);
  });
});

describe('an object store that cannot be reached', () => {
  it('fails the start at once when nothing listens, naming OBJECT_STORE_URL', async () => {
    const port = await closedPort();
    const store = s3ObjectStore({
      url: `http://127.0.0.1:${port}`,
      bucket: 'clean-files',
      region: 'us-east-1',
      ...S3RVER_KEYS,
    });
    await expect(store.prepare()).rejects.toThrow(
      new RegExp(`^Could not use the object store at OBJECT_STORE_URL http://127\\.0\\.0\\.1:${port} .*ECONNREFUSED`),
    );
  });

  it('fails the start after its timeout when the server never answers, rather than hang', async () => {
    const sockets = new Set<Socket>();
    const silent: Server = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    try {
      const store = s3ObjectStore({
        url: `http://127.0.0.1:${port}`,
        bucket: 'clean-files',
        region: 'us-east-1',
        ...S3RVER_KEYS,
        connectTimeoutMs: 300,
      });
      await expect(store.prepare()).rejects.toThrow(/OBJECT_STORE_URL .*no answer within 0\.3 s/);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

/** A loopback port nothing listens on: one the system just handed out and took back. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
