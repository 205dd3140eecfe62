/**
 * An S3 server of this machine in place of the minio service, for the restore drill: s3rver (a real S3
 * REST server, its buckets in a temp folder) over HTTPS, with a certificate made by
 * deploy/postgres/make-certificates.sh as the certificates service makes MinIO's, so pgBackRest verifies
 * it with that CA as in the deployment. s3rver knows one account (key and secret `S3RVER`) and checks
 * the access key, not the V4 signature.
 */
import { execFile } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import S3rver from 's3rver';
import type { LocalS3 } from './backup-repository';
import { serverUserFolder } from './postgres-cluster';
import { repoRoot } from './processes';
import { hasProgram } from './stack-processes';

const MAKE_CERTIFICATES_SCRIPT = path.join(repoRoot, 'deploy', 'postgres', 'make-certificates.sh');

/** What the local S3 server needs that this machine lacks (openssl makes its certificate, curl its bucket). */
export function localS3Missing(): string[] {
  return [
    ...(hasProgram('openssl', 'version') ? [] : ["openssl (Debian's package openssl)"]),
    ...(hasProgram('curl') ? [] : ["curl (Debian's package curl)"]),
  ];
}

export interface LocalS3Server extends LocalS3 {
  close(): Promise<void>;
}

export async function startLocalS3(): Promise<LocalS3Server> {
  // The server's user (pgBackRest runs as it) must reach the CA's certificate.
  const home = await serverUserFolder('clean-s3-');
  const [certs, ca] = [path.join(home, 'minio'), path.join(home, 'ca')];
  await promisify(execFile)('sh', [MAKE_CERTIFICATES_SCRIPT, certs, ca]);
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(home, 'buckets'),
    key: await readFile(path.join(certs, 'private.key')),
    cert: await readFile(path.join(certs, 'public.crt')),
    vhostBuckets: false,
  });
  const { port } = await server.run();
  return {
    // A name of the certificate (make-certificates.sh: minio, localhost, 127.0.0.1) that reaches s3rver.
    endpoint: 'localhost',
    port,
    caFile: path.join(ca, 'ca.crt'),
    key: 'S3RVER',
    secret: 'S3RVER',
    async close() {
      await server.close();
      await rm(home, { recursive: true, force: true });
    },
  };
}
