/**
 * docker-compose.yml's topology as processes on this machine: PostgreSQL (a server already running),
 * Redis, the API replicas, nginx balancing them with deploy/api-balancer.conf, and optionally the
 * payment sandbox and the web apps. Environments and the balancer's conf come from the compose file; the
 * photos go to a folder the replicas share, in place of compose's MinIO.
 */
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FEDERATION_MANIFEST, servers, webApps } from './apps';
import { repoRoot } from './processes';
import {
  localBalancerConf,
  NGINX_TEMP_DIRS,
  nginxMainConf,
  unprivilegedNginxUser,
  type Address,
} from './stack-balancer';
import { composeService, mountedFile, readCompose, serviceEnvironment } from './stack-compose';
import {
  answersHttp,
  freePort,
  redisAnswers,
  redisServerSpec,
  startService,
  waitUntil,
  type RunningService,
  type ServiceSpec,
} from './stack-processes';

export interface StackPorts {
  balancer: number;
  /** One per API replica; compose's `deploy.replicas` says how many there must be. */
  replicas: number[];
  sandboxApi: number;
  checkout: number;
}

export interface StackOptions {
  ports: StackPorts;
  /** postgres:// URL of the API's database (it must exist; the API migrates it on start). */
  databaseUrl: string;
  /** redis:// URL of a running Redis; unset: the stack starts its own redis-server on a free port. */
  redisUrl?: string;
  /** Values for compose's `${…}` (deploy/sandbox.env and the secrets). */
  variables: Record<string, string>;
  /** Settings on top of compose's for the API processes (the stack tests lower or raise limits). */
  apiEnv?: Record<string, string>;
  sandbox: boolean;
  /** Serve the web apps' production builds (they must be built). */
  webApps: boolean;
  /** Each output line of every process, e.g. to show it with a prefix. */
  onLine?: (name: string, line: string) => void;
  /** Each process as soon as it is started (to stop it on Ctrl+C while the rest still starts). */
  onStart?: (service: RunningService) => void;
}

export interface Replica {
  name: string;
  url: string;
  service: RunningService;
}

export interface Stack {
  balancerUrl: string;
  replicas: Replica[];
  redisUrl: string;
  /** Everything started, in start order. */
  services: RunningService[];
  /** Stops every process it started (by PID, last started first) and removes its temporary files. */
  stop(): Promise<void>;
}

/**
 * The API processes' files: compose's MinIO is no process here, so the replicas share a folder of the
 * stack's (the API's default when OBJECT_STORE_URL is empty), and need no CA of MinIO's certificate.
 */
export function localFilesEnvironment(dir: string): Record<string, string> {
  return {
    OBJECT_STORE_URL: '',
    OBJECT_STORE_ACCESS_KEY: '',
    OBJECT_STORE_SECRET_KEY: '',
    NODE_EXTRA_CA_CERTS: '',
    FILES_DIR: dir,
  };
}

const LOCALHOST = '127.0.0.1';
const localUrl = (port: number) => `http://${LOCALHOST}:${port}`;

/** What `npm start -w api` / `-w payment-sandbox` runs, and what the images run: node, tsx as a loader. */
export function serverSpec(name: string, workspace: string, env: Record<string, string>): ServiceSpec {
  return {
    name,
    command: process.execPath,
    args: ['--import', 'tsx', 'src/server.ts'],
    cwd: path.join(repoRoot, workspace),
    env,
  };
}

export async function startStack(options: StackOptions): Promise<Stack> {
  const compose = readCompose();
  const api = composeService(compose, 'api');
  const balancer = composeService(compose, 'api-balancer');
  const replicaCount = api.deploy?.replicas ?? 1;
  if (options.ports.replicas.length !== replicaCount) {
    throw new Error(`docker-compose.yml runs ${replicaCount} API replicas: give as many ports`);
  }

  const services: RunningService[] = [];
  const workDir = mkdtempSync(path.join(tmpdir(), 'clean-stack-'));
  const start = (spec: ServiceSpec) => {
    const service = startService(spec, options.onLine);
    services.push(service);
    options.onStart?.(service);
    return service;
  };
  const stop = async () => {
    for (const service of [...services].reverse()) await service.stop();
    rmSync(workDir, { recursive: true, force: true });
  };

  try {
    let redisUrl = options.redisUrl;
    if (!redisUrl) {
      const port = await freePort();
      const redis = start(redisServerSpec(port));
      await waitUntil(redis, 'answer PING', () => redisAnswers(LOCALHOST, port));
      redisUrl = `redis://${LOCALHOST}:${port}`;
    }

    const balancerUrl = localUrl(options.ports.balancer);
    const sandboxApiUrl = localUrl(options.ports.sandboxApi);
    const apiEnv = (port: number) => ({
      ...serviceEnvironment(api, options.variables, {
        HOST: LOCALHOST,
        PORT: String(port),
        DATABASE_URL: options.databaseUrl,
        REDIS_URL: redisUrl,
        PAYMENT_API_URL: sandboxApiUrl,
        ...localFilesEnvironment(path.join(workDir, 'files')),
      }),
      ...options.apiEnv,
    });
    const replicas = options.ports.replicas.map((port, index) => {
      const name = `api-${String.fromCharCode(97 + index)}`;
      return { name, url: localUrl(port), service: start(serverSpec(name, servers.api.dir, apiEnv(port))) };
    });
    // Started together, as compose does: migrations and the first seed take turns under a lock.
    await Promise.all(
      replicas.map((replica) =>
        waitUntil(replica.service, 'answer /api/health', answersHttp(`${replica.url}/api/health`)),
      ),
    );

    const upstreams: Address[] = options.ports.replicas.map((port) => ({ host: LOCALHOST, port }));
    const nginxDir = path.join(workDir, 'nginx');
    const serverConf = localBalancerConf(
      readFileSync(mountedFile(balancer, '/etc/nginx/conf.d/default.conf'), 'utf8'),
      {
        listen: { host: LOCALHOST, port: options.ports.balancer },
        upstreams,
        accessLogFile: path.join(nginxDir, 'access.log'),
      },
    );
    mkdirSync(nginxDir);
    chmodSync(workDir, 0o755);
    chmodSync(nginxDir, 0o755);
    for (const name of NGINX_TEMP_DIRS) {
      mkdirSync(path.join(nginxDir, name));
      // Workers may run as another user than the master (see unprivilegedNginxUser).
      chmodSync(path.join(nginxDir, name), 0o777);
    }
    const confFile = path.join(nginxDir, 'nginx.conf');
    writeFileSync(confFile, nginxMainConf({ dir: nginxDir, serverConf, user: unprivilegedNginxUser() }));
    const nginx = start({
      name: 'api-balancer',
      command: 'nginx',
      args: ['-p', nginxDir, '-c', confFile, '-e', 'stderr'],
      env: {},
    });
    await waitUntil(nginx, 'pass /api/health on', answersHttp(`${balancerUrl}/api/health`));

    if (options.sandbox) {
      const sandbox = composeService(compose, 'payment-sandbox');
      const env = serviceEnvironment(sandbox, options.variables, {
        HOST: LOCALHOST,
        SANDBOX_API_PORT: String(options.ports.sandboxApi),
        SANDBOX_CHECKOUT_PORT: String(options.ports.checkout),
        SANDBOX_WEBHOOK_URL: `${balancerUrl}/api/payments/webhook`,
      });
      const service = start(serverSpec('payment-sandbox', servers.paymentApi.dir, env));
      await waitUntil(service, 'answer /health', answersHttp(`${localUrl(options.ports.checkout)}/health`));
    }

    if (options.webApps) {
      const shellConfig = mountedFile(composeService(compose, 'shell'), '/config/config.json');
      const started = webApps.map((app) =>
        start({
          name: app.dir,
          command: process.execPath,
          args: ['--import', 'tsx', 'tooling/src/serve-static.ts', '--app', app.name],
          env: app.name === 'shell' ? { RUNTIME_CONFIG_FILE: shellConfig } : {},
        }),
      );
      await Promise.all(
        webApps.map((app, index) => {
          const probe = `${localUrl(app.port)}/${app.name === 'shell' ? '' : FEDERATION_MANIFEST}`;
          return waitUntil(started[index] as RunningService, 'serve', answersHttp(probe));
        }),
      );
    }

    return { balancerUrl, replicas, redisUrl, services, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
