/**
 * The object store on an S3-compatible server (MinIO in docker-compose), through the minio client
 * (docs/ARCHITECTURE.md, "Files"). Several API replicas share it without a shared folder.
 */
import { Client, S3Error } from 'minio';
import { checkedKey, type ObjectStore } from './object-store';

export interface S3Settings {
  /** http(s)://host:port of the server (OBJECT_STORE_URL). */
  url: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  region: string;
  /** How long the start's check may wait for the server before the API gives up on starting. */
  connectTimeoutMs?: number;
}

export interface S3ObjectStore extends ObjectStore {
  /** Checks the server answers and accepts the keys, and creates the bucket if missing: once, at start. */
  prepare(): Promise<void>;
}

/** Long enough for a server that is starting, short enough that a wrong address does not look like a hang. */
const DEFAULT_CONNECT_TIMEOUT_MS = 15_000;

/** The store cannot be used: the API does not start (printed without a stack, server.ts). */
export class ObjectStoreUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ObjectStoreUnavailableError';
  }
}

/** Refusals that mean the keys are wrong, not that the object is missing. */
const KEY_ERRORS = new Set(['InvalidAccessKeyId', 'SignatureDoesNotMatch', 'AccessDenied']);

const codeOf = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
};

/** The minio client's connection settings from OBJECT_STORE_URL. */
function endpointOf(url: string) {
  const parsed = new URL(url);
  const useSSL = parsed.protocol === 'https:';
  return {
    endPoint: parsed.hostname.replace(/^\[|\]$/g, ''),
    port: parsed.port ? Number(parsed.port) : useSSL ? 443 : 80,
    useSSL,
  };
}

async function readAll(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

export function s3ObjectStore(settings: S3Settings): S3ObjectStore {
  const { bucket, region } = settings;
  const client = new Client({
    ...endpointOf(settings.url),
    accessKey: settings.accessKey,
    secretKey: settings.secretKey,
    region,
    // Bucket in the path, not the host name: MinIO and other self-hosted servers have no bucket DNS.
    pathStyle: true,
  });
  const where = `the object store at OBJECT_STORE_URL ${settings.url} (bucket ${bucket})`;

  /** An error of a call, saying which store and what to check; the client's own error is its cause. */
  const failure = (action: string, error: unknown): Error => {
    const code = codeOf(error);
    const reason = error instanceof Error ? error.message : String(error);
    const advice = code && KEY_ERRORS.has(code) ? ': check OBJECT_STORE_ACCESS_KEY and OBJECT_STORE_SECRET_KEY' : '';
    return new ObjectStoreUnavailableError(
      `Could not ${action} ${where}: ${code ? `${code}, ` : ''}${reason}${advice}`,
      { cause: error },
    );
  };

  async function ensureBucket(): Promise<void> {
    if (await client.bucketExists(bucket)) return;
    try {
      await client.makeBucket(bucket, region);
    } catch (error) {
      // Another replica starting at the same time made it first.
      if (codeOf(error) === 'BucketAlreadyOwnedByYou' || codeOf(error) === 'BucketAlreadyExists') return;
      throw error;
    }
  }

  return {
    async prepare() {
      const timeoutMs = settings.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(
          () =>
            reject(new Error(`no answer within ${timeoutMs / 1000} s: is OBJECT_STORE_URL right and the server up?`)),
          timeoutMs,
        );
      });
      try {
        await Promise.race([ensureBucket(), timeout]);
      } catch (error) {
        throw failure('use', error);
      } finally {
        clearTimeout(timer);
      }
    },

    async put(key, bytes) {
      const name = checkedKey(key);
      try {
        await client.putObject(bucket, name, bytes, bytes.length);
      } catch (error) {
        throw failure(`store ${key} in`, error);
      }
    },

    async get(key) {
      const name = checkedKey(key);
      try {
        return await readAll(await client.getObject(bucket, name));
      } catch (error) {
        const code = codeOf(error);
        if (error instanceof S3Error && (code === 'NoSuchKey' || code === 'NotFound')) return null;
        throw failure(`read ${key} from`, error);
      }
    },

    async remove(key) {
      const name = checkedKey(key);
      try {
        // S3 answers a removal of a missing key as done.
        await client.removeObject(bucket, name);
      } catch (error) {
        throw failure(`remove ${key} from`, error);
      }
    },
  };
}
