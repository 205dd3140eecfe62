import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runtimeConfig } from '@clean/shared/runtime-config';
import ignore from 'ignore';
import { parse } from 'yaml';
import { hasProgram } from '../src/stack-processes';
import { FEDERATION_MANIFEST, remoteApps, servers, webApp } from '../src/apps';
import { interpolate, MissingVariableError, readCompose, readEnvFile, type ComposeService } from '../src/stack-compose';
import { composeServerSettings, DEPLOYED_CONF_FILE, parsePgbackrestConf, stanzaOf } from '../src/backup-repository';

// No Docker engine runs where the tests run, so the deployment description is checked against the
// same app/port table the local start script and the e2e servers use, and by `docker-compose config`.
const root = path.resolve(__dirname, '../..');
type Service = ComposeService;
const compose = readCompose();
const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');

/** What an operator must provide: compose refuses to start without each (`${NAME:?message}`). */
const REQUIRED = [
  'POSTGRES_PASSWORD',
  'API_DATABASE_PASSWORD',
  'REDIS_PASSWORD',
  'MINIO_ROOT_USER',
  'MINIO_ROOT_PASSWORD',
  'BACKUP_CIPHER_PASS',
  'ADMIN_SIGNUP_CODE',
  'PAYMENT_SECRET_KEY',
  'CORS_ORIGINS',
];
const PRODUCTION_VALUES: Record<string, string> = {
  POSTGRES_PASSWORD: 'pg0123456789abcdef',
  API_DATABASE_PASSWORD: 'api0123456789abcdef',
  REDIS_PASSWORD: 'rd0123456789abcdef',
  MINIO_ROOT_USER: 'clean-files',
  MINIO_ROOT_PASSWORD: 'mn0123456789abcdef',
  BACKUP_CIPHER_PASS: 'bk0123456789abcdef',
  ADMIN_SIGNUP_CODE: 'invitation-0123456789',
  PAYMENT_SECRET_KEY: 'sk_live_0123456789',
  CORS_ORIGINS: 'https://www.sparkle.ng',
};
const without = (name: string) => Object.fromEntries(Object.entries(PRODUCTION_VALUES).filter(([key]) => key !== name));
const environmentOf = (service: Service, variables: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(service.environment ?? {}).map(([key, value]) => [key, interpolate(String(value), variables)]),
  );

describe('docker-compose.yml', () => {
  it.each(remoteApps.map((app) => [app.dir, app] as const))(
    'runs %s from its own build on its own port',
    (dir, app) => {
      const service = compose.services[dir];
      expect(service).toBeDefined();
      expect(service!.build).toMatchObject({ target: 'web', args: { APP_DIR: dir, APP: app.name } });
      expect(service!.ports).toEqual([`${app.port}:${app.port}`]);
    },
  );

  it('runs the shell with its public pages prerendered for the runtime config it is given', () => {
    const shell = compose.services.shell!;
    expect(shell.build).toMatchObject({ target: 'shell' });
    const { port } = webApp('shell');
    expect(shell.ports).toEqual([`${port}:${port}`]);
    const mount = shell.volumes?.find((volume) => volume.endsWith(':/config/config.json:ro')) ?? '';
    expect(mount).not.toBe('');
    expect(dockerfile).toMatch(/FROM source AS prerendered[\s\S]*install[^\n]*chromium/);
    expect(dockerfile).toContain(`ARG RUNTIME_CONFIG=${mount.split(':')[0]!.replace(/^\.\//, '')}`);
    expect(dockerfile).toMatch(/npm run prerender -- --config "\$RUNTIME_CONFIG"/);
    expect(dockerfile).toMatch(/FROM runtime AS shell\nCOPY --from=prerendered \/repo\/shell\/dist shell\/dist/);
  });

  it('gives the shell a runtime config that is valid and points at the published ports', () => {
    const shell = compose.services.shell!;
    expect(shell.environment?.RUNTIME_CONFIG_FILE).toBe('/config/config.json');
    const mount = shell.volumes?.find((volume) => volume.endsWith(':/config/config.json:ro'));
    expect(mount).toBeDefined();
    const file = path.join(root, mount!.split(':')[0]!);
    const config = runtimeConfig.parse(JSON.parse(readFileSync(file, 'utf8')));
    for (const app of remoteApps) {
      expect(config.remotes[app.name]).toBe(`http://localhost:${app.port}/${FEDERATION_MANIFEST}`);
    }
    expect(config.apiBaseUrl).toBe(`http://localhost:${servers.api.port}`);
  });

  it('runs two API replicas on PostgreSQL and Redis behind a balancer on the API port', () => {
    const api = compose.services.api!;
    expect(api.build).toMatchObject({ target: 'server', args: { WORKSPACE: 'api' } });
    expect(api.deploy?.replicas).toBeGreaterThanOrEqual(2);
    const environment = environmentOf(api, PRODUCTION_VALUES);
    expect(environment.DATABASE_URL).toBe(
      `postgres://clean:${PRODUCTION_VALUES.API_DATABASE_PASSWORD}@postgres:5432/clean`,
    );
    expect(environment.REDIS_URL).toBe(`redis://:${PRODUCTION_VALUES.REDIS_PASSWORD}@redis:6379`);
    expect(api.depends_on?.postgres?.condition).toBe('service_healthy');
    expect(api.depends_on?.redis?.condition).toBe('service_healthy');
    const balancer = compose.services['api-balancer']!;
    expect(balancer.ports).toEqual([`${servers.api.port}:${servers.api.port}`]);
    expect(balancer.volumes).toContain('./deploy/api-balancer.conf:/etc/nginx/conf.d/default.conf:ro');
  });

  it("connects the API as its own role, which owns its database only, never as PostgreSQL's superuser", () => {
    const postgres = compose.services.postgres!;
    // The image makes POSTGRES_USER a superuser: it stays the image's `postgres`, for the operator.
    expect(postgres.environment?.POSTGRES_USER).toBeUndefined();
    const database = new URL(environmentOf(compose.services.api!, PRODUCTION_VALUES).DATABASE_URL!);
    expect([database.username, database.pathname]).toEqual(['clean', '/clean']);
    expect(database.password).not.toBe(PRODUCTION_VALUES.POSTGRES_PASSWORD);
    expect(environmentOf(postgres, PRODUCTION_VALUES).API_DATABASE_PASSWORD).toBe(database.password);
    const mount = postgres.volumes?.find((volume) => volume.includes(':/docker-entrypoint-initdb.d/')) ?? '';
    const script = readFileSync(path.join(root, mount.split(':')[0]!), 'utf8');
    expect(script).toMatch(/CREATE ROLE clean LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE/);
    expect(script).toMatch(/CREATE DATABASE clean OWNER clean;/);
    expect(script).toMatch(/PASSWORD :'api_password'/);
  });

  it("keeps the crews' photos in MinIO, a pinned release, over HTTPS, with the keys of its root user", () => {
    const minio = compose.services.minio!;
    expect(minio.image).toMatch(/^minio\/minio:RELEASE\.\d{4}-\d{2}-\d{2}T[\d-]+Z$/);
    expect(minio.volumes).toEqual(['objects:/data', 'minio-tls:/certs:ro']);
    expect(minio.command).toMatch(/ --certs-dir \/certs$/);
    const api = compose.services.api!;
    const environment = environmentOf(api, PRODUCTION_VALUES);
    expect(environment).toMatchObject({
      OBJECT_STORE_URL: 'https://minio:9000',
      // The CA of MinIO's certificate (the certificates service), which node then trusts.
      NODE_EXTRA_CA_CERTS: '/tls/ca/ca.crt',
      OBJECT_STORE_BUCKET: 'clean-files',
      OBJECT_STORE_ACCESS_KEY: PRODUCTION_VALUES.MINIO_ROOT_USER,
      OBJECT_STORE_SECRET_KEY: PRODUCTION_VALUES.MINIO_ROOT_PASSWORD,
    });
    expect(environmentOf(minio, PRODUCTION_VALUES)).toMatchObject({
      MINIO_ROOT_USER: PRODUCTION_VALUES.MINIO_ROOT_USER,
      MINIO_ROOT_PASSWORD: PRODUCTION_VALUES.MINIO_ROOT_PASSWORD,
    });
    expect(api.depends_on?.minio?.condition).toBe('service_healthy');
    expect(minio.depends_on?.certificates?.condition).toBe('service_completed_successfully');
    // No folder of files left beside the store: the API mounts the CA's certificate only.
    expect(environment.FILES_DIR).toBeUndefined();
    expect(api.volumes).toEqual(['tls-ca:/tls/ca:ro']);
  });

  it('backs up PostgreSQL continuously with pgBackRest, to its own bucket of MinIO over verified HTTPS', () => {
    const conf = parsePgbackrestConf(readFileSync(DEPLOYED_CONF_FILE, 'utf8'));
    const global = Object.fromEntries(conf.get('global') ?? []);
    const stanza = stanzaOf(conf);
    const { postgres, backup, certificates } = compose.services as Record<string, Service>;
    // One image for the server, the backups and the certificates: the postgres image with pgBackRest.
    const build = { context: './deploy/postgres' };
    expect([postgres!.build, backup!.build, certificates!.build]).toEqual([build, build, build]);
    const image = readFileSync(path.join(root, 'deploy/postgres/Dockerfile'), 'utf8');
    expect(image).toMatch(/^FROM postgres:\d+-alpine$/m);
    expect(image).toMatch(/^RUN apk add --no-cache pgbackrest /m);
    expect(image).toContain('COPY pgbackrest.conf /etc/pgbackrest/pgbackrest.conf');
    const copied = [...image.matchAll(/^COPY (.+) \S+$/gm)].flatMap((match) => match[1]!.split(' '));
    expect(copied.filter((file) => !existsSync(path.join(root, 'deploy/postgres', file)))).toEqual([]);
    expect(copied).toEqual(expect.arrayContaining(['backup-schedule.sh', 'make-bucket.sh', 'make-certificates.sh']));
    // Every WAL segment is archived, at the latest a minute after a write (the most a restore loses).
    const settings = composeServerSettings();
    expect(settings).toMatchObject({
      wal_level: 'replica',
      archive_mode: 'on',
      archive_command: `pgbackrest --stanza=${stanza} archive-push %p`,
    });
    expect(Number(settings.archive_timeout)).toBeLessThanOrEqual(60);
    // Into a bucket of the minio service apart from the photos', encrypted, verified with the CA of the
    // certificates service; four weekly fulls kept.
    expect(global).toMatchObject({
      'repo1-type': 's3',
      'repo1-s3-endpoint': 'minio',
      'repo1-storage-port': '9000',
      'repo1-s3-uri-style': 'path',
      'repo1-cipher-type': 'aes-256-cbc',
      'repo1-retention-full': '4',
    });
    expect(global['repo1-s3-bucket']).not.toBe(
      environmentOf(compose.services.api!, PRODUCTION_VALUES).OBJECT_STORE_BUCKET,
    );
    expect(certificates!.command).toEqual(['make-certificates.sh', '/tls/minio', '/tls/ca']);
    expect(certificates!.volumes).toEqual(['minio-tls:/tls/minio', 'tls-ca:/tls/ca']);
    const caFolder = path.dirname(global['repo1-storage-ca-file'] ?? '');
    expect(global['repo1-storage-ca-file']).toBe(`${caFolder}/ca.crt`);
    // The server (archive-push) and the backup service get the keys from the environment; the file has none.
    for (const service of [postgres!, backup!]) {
      expect(service.volumes).toContain(`tls-ca:${caFolder}:ro`);
      expect(environmentOf(service, PRODUCTION_VALUES)).toMatchObject({
        PGBACKREST_REPO1_S3_KEY: PRODUCTION_VALUES.MINIO_ROOT_USER,
        PGBACKREST_REPO1_S3_KEY_SECRET: PRODUCTION_VALUES.MINIO_ROOT_PASSWORD,
        PGBACKREST_REPO1_CIPHER_PASS: PRODUCTION_VALUES.BACKUP_CIPHER_PASS,
      });
    }
    expect(Object.keys(global).filter((option) => /-(key|secret|pass)$/.test(option))).toEqual([]);
    // The backup service reads the server's own data folder and reaches it on its socket, as its user.
    const server = Object.fromEntries(conf.get(stanza) ?? []);
    const shared = [`pgdata:${server['pg1-path']}`, `pgsocket:${server['pg1-socket-path']}`];
    expect(postgres!.volumes).toEqual(expect.arrayContaining(shared));
    expect(backup!.volumes).toEqual(expect.arrayContaining(shared));
    expect([backup!.user, backup!.command]).toEqual(['postgres', ['backup-schedule.sh']]);
    expect(backup!.depends_on).toEqual({
      postgres: { condition: 'service_healthy' },
      minio: { condition: 'service_healthy' },
    });
  });

  it("keeps Redis's password off its command line", () => {
    const redis = compose.services.redis!;
    const command = JSON.stringify([redis.entrypoint ?? [], redis.command ?? []]);
    // Only `$$REDIS_PASSWORD` (the container's shell reads its environment), never compose's `${…}`.
    expect(command).not.toMatch(/(^|[^$])\$\{?REDIS_PASSWORD/);
    expect(command).not.toContain('--requirepass');
    expect(command).toContain('redis-server /usr/local/etc/redis/redis.conf');
    expect(redis.user).toBe('redis');
    const mount = redis.volumes?.find((volume) => volume.endsWith(':/usr/local/etc/redis/redis.conf:ro')) ?? '';
    const conf = readFileSync(path.join(root, mount.split(':')[0]!), 'utf8');
    expect(conf).toMatch(/^include \/tmp\/redis-password\.conf$/m);
    expect(command).toContain('> /tmp/redis-password.conf');
  });

  it('has the API trust exactly one proxy hop, the balancer, which sets the client address itself', () => {
    expect(compose.services.api!.environment?.TRUST_PROXY).toBe('1');
    const conf = readFileSync(path.join(root, 'deploy/api-balancer.conf'), 'utf8');
    expect(conf).toMatch(/^\s*proxy_set_header X-Forwarded-For \$remote_addr;/m);
  });

  it('runs the API in production with no public default for a secret: each missing one is named', () => {
    const api = compose.services.api!;
    const environment = environmentOf(api, PRODUCTION_VALUES);
    expect(environment).toMatchObject({
      NODE_ENV: 'production',
      PAYMENT_API_URL: 'https://api.paystack.co',
      PAYMENT_SECRET_KEY: PRODUCTION_VALUES.PAYMENT_SECRET_KEY,
      ADMIN_SIGNUP_CODE: PRODUCTION_VALUES.ADMIN_SIGNUP_CODE,
      CORS_ORIGINS: PRODUCTION_VALUES.CORS_ORIGINS,
    });
    for (const name of REQUIRED) {
      const services = Object.values(compose.services);
      const error = (() => {
        try {
          for (const service of services) environmentOf(service, without(name));
        } catch (thrown) {
          return thrown;
        }
        return undefined;
      })();
      expect(error).toBeInstanceOf(MissingVariableError);
      expect((error as MissingVariableError).message).toMatch(new RegExp(`^${name}: Set ${name} `));
    }
  });

  it('runs the payment and messaging sandboxes, with their published ports, only in the sandbox profile', () => {
    const sandbox = compose.services['payment-sandbox']!;
    expect(sandbox.profiles).toEqual(['sandbox']);
    expect(sandbox.build).toMatchObject({ target: 'server', args: { WORKSPACE: 'payment-sandbox' } });
    expect(sandbox.ports).toEqual([
      `${servers.paymentApi.port}:${servers.paymentApi.port}`,
      `${servers.checkout.port}:${servers.checkout.port}`,
    ]);
    const messaging = compose.services['messaging-sandbox']!;
    expect(messaging.profiles).toEqual(['sandbox']);
    expect(messaging.build).toMatchObject({ target: 'server', args: { WORKSPACE: 'messaging-sandbox' } });
    expect(messaging.ports).toEqual([`${servers.messaging.port}:${servers.messaging.port}`]);
    for (const [name, service] of Object.entries(compose.services)) {
      if (name !== 'payment-sandbox' && name !== 'messaging-sandbox') expect(service.profiles).toBeUndefined();
    }
    // deploy/sandbox.env: the trial's settings, which the production check would refuse, so development.
    const trial = { ...PRODUCTION_VALUES, ...readEnvFile() };
    expect(environmentOf(compose.services.api!, trial)).toMatchObject({
      NODE_ENV: 'development',
      PAYMENT_API_URL: `http://payment-sandbox:${servers.paymentApi.port}`,
    });
    // The sandbox signs webhooks with the secret key the API verifies them with.
    expect(environmentOf(sandbox, trial).SANDBOX_SECRET_KEY).toBe(
      environmentOf(compose.services.api!, trial).PAYMENT_SECRET_KEY,
    );
    // The messaging sandbox takes the API's credentials, and posts its webhooks to the API's routes.
    const withChannels = { ...trial, WHATSAPP_APP_SECRET: 'app-secret-1', TERMII_SECRET_KEY: 'termii-secret-1' };
    const messagingEnv = environmentOf(messaging, withChannels);
    const apiEnv = environmentOf(compose.services.api!, withChannels);
    expect([messagingEnv.WHATSAPP_APP_SECRET, messagingEnv.TERMII_SECRET_KEY]).toEqual([
      apiEnv.WHATSAPP_APP_SECRET,
      apiEnv.TERMII_SECRET_KEY,
    ]);
    expect(messagingEnv).toMatchObject({
      WHATSAPP_WEBHOOK_URL: 'http://api-balancer:4000/api/messaging/whatsapp/webhook',
      TERMII_WEBHOOK_URL: 'http://api-balancer:4000/api/messaging/termii/webhook',
    });
  });

  it('checks the health of every service that keeps running', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      // A step run once (the certificates), which what needs it waits for to end well.
      if (service.restart === 'no') {
        const waiting = Object.values(compose.services).filter((other) => other.depends_on?.[name]);
        expect([name, waiting.map((other) => other.depends_on?.[name]?.condition)]).toEqual([
          name,
          [expect.stringMatching(/^service_completed_successfully$/)],
        ]);
        continue;
      }
      const test = service.healthcheck?.test ?? [];
      expect([name, test[0], test.length > 1]).toEqual([name, expect.stringMatching(/^CMD(-SHELL)?$/), true]);
    }
    for (const app of remoteApps) {
      expect(compose.services[app.dir]!.healthcheck?.test).toContain(
        `http://127.0.0.1:${app.port}/${FEDERATION_MANIFEST}`,
      );
    }
  });

  it('runs its own images as a non-root user behind an init, with node (not npm) as the server process', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      if (service.build) expect([name, service.init]).toEqual([name, true]);
    }
    const stages = dockerfile.split(/^(?=FROM )/m).filter((stage) => stage.startsWith('FROM '));
    const running = stages.filter((stage) => /^CMD /m.test(stage));
    expect(running.map((stage) => stage.split('\n')[0])).toEqual([
      'FROM runtime AS web',
      'FROM runtime AS shell',
      'FROM runtime AS server',
    ]);
    for (const stage of running) {
      expect(stage).toMatch(/^USER node$/m);
      const argv = JSON.parse(/^CMD (.+)$/m.exec(stage)?.[1] ?? '[]') as string[];
      // A shell only to expand a variable, then `exec`: node replaces it.
      const program = argv[0] === 'sh' ? (/^exec (.+)$/.exec(argv[2] ?? '')?.[1] ?? '').split(' ') : argv;
      expect(program.slice(0, 3)).toEqual(['node', '--import', 'tsx']);
    }
  });

  it('builds on a Node LTS line (even major) no older than 22', () => {
    const majors = [...dockerfile.matchAll(/^FROM node:(\d+)-/gm)].map((match) => Number(match[1]));
    expect(majors.length).toBeGreaterThan(0);
    for (const major of majors) {
      expect(major % 2).toBe(0);
      expect(major).toBeGreaterThanOrEqual(22);
    }
  });

  it('sends no secret, test, document or build leftover to the image builds, and every file the Dockerfile copies', () => {
    const ignored = ignore().add(readFileSync(path.join(root, '.dockerignore'), 'utf8'));
    const left = [
      '.env',
      '.env.production',
      'api/.env',
      'api/.env.local',
      'api/test/app.test.ts',
      'tooling/test/serve-static.test.ts',
      'shell/src/app/router.test.tsx',
      'api/bench/run.ts',
      'e2e/tests/booking.spec.ts',
      'docs/PRODUCT.md',
      'README.md',
      'shell/dist/main.0a1b2c3d.js',
      'remote-public/dist/releases/0.1.0-abc1234/main.0a1b2c3d.js.map',
      'api/.tsbuild/src/app.js',
      'tsconfig.tsbuildinfo',
      'node_modules/fastify/package.json',
      'api/node_modules/pg/package.json',
      'api/data/PG_VERSION',
      'coverage/lcov.info',
      'test-results/run.json',
      'npm-debug.log',
    ];
    expect(left.filter((file) => !ignored.ignores(file))).toEqual([]);
    const copied = [...dockerfile.matchAll(/^COPY (?!--from)(.+) \S+$/gm)].flatMap((match) => match[1]!.split(' '));
    const kept = [
      ...copied.filter((source) => source !== '.'),
      'api/.env.example',
      'api/src/server.ts',
      'api/drizzle/meta/_journal.json',
      'tooling/src/serve-static.ts',
      'shared/testing/index.ts',
      'deploy/config.docker.json',
      'tsconfig.base.json',
    ];
    expect(kept.filter((file) => ignored.ignores(file))).toEqual([]);
  });

  it('builds every target it names from the Dockerfile', () => {
    const targets = new Set(
      Object.values(compose.services).flatMap((service) => (service.build?.target ? [service.build.target] : [])),
    );
    for (const target of targets) expect(dockerfile).toMatch(new RegExp(`^FROM .+ AS ${target}$`, 'm'));
  });
});

// Debian's docker-compose (1.29) reads the file as Docker would: interpolation, profiles, merge keys.
// It needs no Docker engine for `config`. Missing in CI is a failure; elsewhere the suite is skipped.
const hasDockerCompose = hasProgram('docker-compose', 'version');
if (!hasDockerCompose && !process.env.CI) {
  console.info('docker-compose is not installed: `docker-compose config` was NOT run on docker-compose.yml.');
}
(hasDockerCompose || process.env.CI ? describe : describe.skip)('docker-compose config', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'clean-compose-'));
  // An empty env file: a developer's .env must not fill in what the test leaves out.
  const emptyEnvFile = path.join(dir, 'empty.env');
  writeFileSync(emptyEnvFile, '');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  function composeConfig(variables: Record<string, string>, options: string[] = ['--env-file', emptyEnvFile]) {
    if (!hasDockerCompose) throw new Error("docker-compose is missing: .ci/run installs Debian's docker-compose.");
    const result = spawnSync('docker-compose', [...options, '-f', 'docker-compose.yml', 'config'], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...variables },
      encoding: 'utf8',
    });
    return { status: result.status, stdout: result.stdout, stderr: result.stderr };
  }

  it('accepts the file with the required variables set', () => {
    const result = composeConfig(PRODUCTION_VALUES);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const resolved = parse(result.stdout) as { services: Record<string, Service> };
    expect(resolved.services.api!.environment).toMatchObject({
      NODE_ENV: 'production',
      ADMIN_SIGNUP_CODE: PRODUCTION_VALUES.ADMIN_SIGNUP_CODE,
      PAYMENT_SECRET_KEY: PRODUCTION_VALUES.PAYMENT_SECRET_KEY,
    });
    expect(resolved.services['payment-sandbox']!.profiles).toEqual(['sandbox']);
    // No secret on any command line of the resolved file.
    for (const [name, service] of Object.entries(resolved.services)) {
      const command = JSON.stringify([service.entrypoint ?? [], service.command ?? []]);
      for (const secret of Object.values(PRODUCTION_VALUES)) {
        expect([name, command.includes(secret)]).toEqual([name, false]);
      }
    }
  });

  it.each(REQUIRED)('refuses the file without %s, saying what to set', (name) => {
    const result = composeConfig(without(name));
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(new RegExp(`Missing mandatory value[^\\n]*: Set ${name} `));
  });

  it('runs the sandbox trial with deploy/sandbox.env and the sandbox profile', () => {
    const secrets = {
      POSTGRES_PASSWORD: 'pg',
      API_DATABASE_PASSWORD: 'api',
      REDIS_PASSWORD: 'rd',
      MINIO_ROOT_USER: 'trial',
      MINIO_ROOT_PASSWORD: 'trial-password',
      BACKUP_CIPHER_PASS: 'trial-cipher',
      ADMIN_SIGNUP_CODE: 'invitation-0123456789',
    };
    const result = composeConfig(secrets, ['--env-file', 'deploy/sandbox.env', '--profile', 'sandbox']);
    expect(result.status).toBe(0);
    const resolved = parse(result.stdout) as { services: Record<string, Service> };
    expect(resolved.services.api!.environment).toMatchObject({
      NODE_ENV: 'development',
      PAYMENT_API_URL: `http://payment-sandbox:${servers.paymentApi.port}`,
    });
  });
});
