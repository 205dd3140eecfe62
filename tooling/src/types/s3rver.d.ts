// s3rver ships no types: the part of its API tooling uses (over HTTPS: key and cert), as its own
// documentation gives it.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    /** PEM key and certificate: it serves HTTPS. */
    key?: Buffer;
    cert?: Buffer;
    /** Buckets named in the Host header (virtual-host style); false: in the path only, as pgBackRest is set. */
    vhostBuckets?: boolean;
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
