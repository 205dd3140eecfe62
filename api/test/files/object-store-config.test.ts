import { ConfigError, loadConfig } from '../../src/config';
import { productionProblems } from '../../src/config/production-check';

/** A production configuration that passes every check (as production-check.test.ts's). */
const FIT = {
  NODE_ENV: 'production',
  PAYMENT_SECRET_KEY: 'sk_live_3f9a0c1d2e',
  PAYMENT_API_URL: 'https://api.paystack.co',
  CORS_ORIGINS: 'https://www.sparkle.ng',
  TRUST_PROXY: '1',
  ADMIN_SIGNUP_CODE: 'k7Qm2vX9pL4tR8wz',
  SMTP_URL: 'smtps://bookings:secret@smtp.sparkle.ng:465',
  MAIL_FROM: '"Sparkle Cleaning & Laundry" <bookings@sparkle.ng>',
  SITE_URL: 'https://www.sparkle.ng',
  MANAGE_LINK_SECRET: 'Qx4v7Lr2pZ9mW3kT8yB6nC1dF5hJ0sGa',
  PAYMENT_AUTH_KEY: '4f1c0d8e2a7b9c3d5e6f70819a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d',
};
const STORE = {
  OBJECT_STORE_URL: 'http://minio:9000',
  OBJECT_STORE_ACCESS_KEY: 'clean-api',
  OBJECT_STORE_SECRET_KEY: '9c1e4b7a2d5f8e0b3a6c9d2f',
};

describe('the object store settings', () => {
  it('keep the files in the folder FILES_DIR when OBJECT_STORE_URL is unset', () => {
    expect(loadConfig({}).objectStore).toBeUndefined();
    expect(loadConfig({ OBJECT_STORE_URL: '' }).objectStore).toBeUndefined();
  });

  it('use the S3-compatible server of OBJECT_STORE_URL, with the bucket and region defaults', () => {
    expect(loadConfig(STORE).objectStore).toEqual({
      url: 'http://minio:9000',
      bucket: 'clean-files',
      region: 'us-east-1',
      accessKey: 'clean-api',
      secretKey: '9c1e4b7a2d5f8e0b3a6c9d2f',
    });
  });

  it('require both keys with a URL, naming each missing one', () => {
    expect(() => loadConfig({ OBJECT_STORE_URL: 'http://minio:9000' })).toThrow(
      new ConfigError([
        'OBJECT_STORE_ACCESS_KEY: Required when OBJECT_STORE_URL is set',
        'OBJECT_STORE_SECRET_KEY: Required when OBJECT_STORE_URL is set',
      ]),
    );
  });

  it('refuse a URL that is not the server alone, and a bucket name S3 refuses', () => {
    expect(() => loadConfig({ ...STORE, OBJECT_STORE_URL: 'ftp://minio:21' })).toThrow(
      /OBJECT_STORE_URL: Must be an http/,
    );
    expect(() => loadConfig({ ...STORE, OBJECT_STORE_URL: 'http://minio:9000/clean-files' })).toThrow(
      /OBJECT_STORE_URL: Must be the server alone/,
    );
    expect(() => loadConfig({ ...STORE, OBJECT_STORE_BUCKET: 'Clean_Files' })).toThrow(
      /OBJECT_STORE_BUCKET: Must be 3-63/,
    );
  });
});

describe('the production check of the object store', () => {
  it('accepts a folder (a single machine with a volume) and a store with its own keys', () => {
    expect(productionProblems(loadConfig(FIT))).toEqual([]);
    expect(productionProblems(loadConfig({ ...FIT, ...STORE }))).toEqual([]);
  });

  it("refuses MinIO's default minioadmin keys", () => {
    expect(
      productionProblems(
        loadConfig({ ...FIT, ...STORE, OBJECT_STORE_ACCESS_KEY: 'minioadmin', OBJECT_STORE_SECRET_KEY: 'minioadmin' }),
      ),
    ).toEqual([
      "OBJECT_STORE_ACCESS_KEY is the development default minioadmin: set the store's own user (MINIO_ROOT_USER in docker-compose).",
      "OBJECT_STORE_SECRET_KEY is a development default: set the store's own secret (e.g. openssl rand -hex 24).",
    ]);
  });
});
