/**
 * `npm run stack`: the deployment of docker-compose.yml run on this machine without Docker, from the
 * same files: PostgreSQL, Redis, the API replicas behind nginx (deploy/api-balancer.conf), the payment
 * sandbox (compose's `sandbox` profile, with deploy/sandbox.env) and the web apps, on the ports the
 * site expects. It prints what runs where; Ctrl+C stops every process it started, by PID.
 *   --no-build   serve the web apps as built last
 *   --api-only   PostgreSQL, Redis, the API replicas and the balancer only
 * Needs Debian's `nginx` and `redis-server` (or REDIS_URL) and a PostgreSQL server: DATABASE_URL, or
 * the local one (postgres://postgres@127.0.0.1:5432), on which it creates the database `clean_stack`.
 */
import { randomBytes } from 'node:crypto';
import { paths } from '@clean/shared/paths';
import { localUrl, servers, webApp, webApps } from './apps';
import { inBatches, runToEnd } from './processes';
import { readEnvFile } from './stack-compose';
import { ensureDatabase, hasProgram, postgresAnswers, type RunningService } from './stack-processes';
import { startStack, type Stack, type StackPorts } from './stack-topology';

const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'clean_stack';
const PORTS: StackPorts = {
  balancer: servers.api.port,
  replicas: [4011, 4012],
  sandboxApi: servers.paymentApi.port,
  checkout: servers.checkout.port,
};

const COLOURS = [36, 35, 33, 32, 34, 31, 96, 95, 94, 92];
const colours = new Map<string, number>();
function printLine(name: string, line: string): void {
  if (!colours.has(name)) colours.set(name, COLOURS[colours.size % COLOURS.length] as number);
  process.stdout.write(`\x1b[${colours.get(name)}m${name.padEnd(16)}\x1b[0m│ ${line}\n`);
}

async function databaseUrl(): Promise<string> {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  if (!(await postgresAnswers(LOCAL_POSTGRES))) {
    throw new Error(`No PostgreSQL answers at ${LOCAL_POSTGRES}: start it, or set DATABASE_URL.`);
  }
  return ensureDatabase(LOCAL_POSTGRES, DATABASE);
}

async function main(): Promise<void> {
  const apiOnly = process.argv.includes('--api-only');
  const missing = [
    ...(hasProgram('nginx', '-v') ? [] : ['nginx (apt-get install nginx)']),
    ...(process.env.REDIS_URL || hasProgram('redis-server') ? [] : ['redis-server (apt-get install redis-server)']),
  ];
  if (missing.length > 0) throw new Error(`npm run stack needs ${missing.join(' and ')}.`);

  if (!apiOnly && !process.argv.includes('--no-build')) {
    console.log(`Building the ${webApps.length} web apps for production…`);
    await inBatches(webApps, 2, (app, index) =>
      runToEnd({ name: `build ${app.name}`, command: 'npm', args: ['run', 'build', '-w', app.dir, '--silent'] }, index),
    );
    await runToEnd({ name: 'prerender', command: 'npm', args: ['run', 'prerender', '--silent'] });
  }

  const signupCode = process.env.ADMIN_SIGNUP_CODE || randomBytes(9).toString('base64url');
  const database = await databaseUrl();
  const started: RunningService[] = [];
  // Set once everything runs; the signal handlers below are installed before that.
  const up: { stack?: Stack } = {};
  let stopping = false;
  const stopAll = async (code: number) => {
    if (stopping) return;
    stopping = true;
    // While starting, only what has started so far; once up, the stack's own stop also removes its files.
    if (up.stack) await up.stack.stop();
    else for (const service of [...started].reverse()) await service.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void stopAll(0));
  process.on('SIGTERM', () => void stopAll(0));

  const stack = await startStack({
    ports: PORTS,
    databaseUrl: database,
    redisUrl: process.env.REDIS_URL || undefined,
    variables: { ...readEnvFile(), ADMIN_SIGNUP_CODE: signupCode },
    sandbox: !apiOnly,
    webApps: !apiOnly,
    onLine: printLine,
    onStart: (service) => started.push(service),
  });
  up.stack = stack;
  for (const service of stack.services) {
    void service.exited.then((code) => {
      if (stopping) return;
      console.error(`${service.name} (PID ${service.pid}) stopped (${code}); stopping everything.`);
      void stopAll(1);
    });
  }

  const site = localUrl(webApp('shell').port);
  const pids = stack.services.map((service) => `${service.name} ${service.pid}`).join(', ');
  console.log(`
  The deployment of docker-compose.yml is running on this machine:
    API balancer     ${stack.balancerUrl}/api/health   (nginx, deploy/api-balancer.conf)
    API replicas     ${stack.replicas.map((replica) => `${replica.name} ${replica.url}`).join(', ')}
    PostgreSQL       ${database.replace(/:[^:@/]*@/, ':***@')}
    Redis            ${stack.redisUrl}${
      apiOnly
        ? ''
        : `
    site             ${site}   (admin console ${site}${paths.admin.root})
    payment sandbox  ${localUrl(PORTS.sandboxApi)} (API), ${localUrl(PORTS.checkout)} (checkout)`
    }
    admin sign-up    code ${signupCode} (the first admin needs none: NODE_ENV is development, deploy/sandbox.env)
    PIDs             ${pids}
  Press Ctrl+C to stop.
`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
