import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** The one account s3rver knows: its access key and secret are both `S3RVER`. */
export const S3RVER_KEYS = { accessKey: 'S3RVER', secretKey: 'S3RVER' } as const;

export interface S3TestServer {
  /** http://127.0.0.1:port, as OBJECT_STORE_URL takes it. */
  url: string;
  close(): Promise<void>;
}

/**
 * A real S3 REST server on a free loopback port, its buckets in a temporary folder. s3rver checks the
 * access key but not the signature of S3's V4 scheme (which the minio client uses): a wrong secret key
 * passes there, so the tests show wrong keys with a wrong access key.
 */
export async function startS3Server(): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(tmpdir(), 'clean-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
