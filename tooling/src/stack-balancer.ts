/**
 * The API balancer of docker-compose.yml (deploy/api-balancer.conf) on this machine's nginx: the same
 * file with its three Docker-specific pieces swapped (Docker's DNS resolver, the `api` service name,
 * the listen port), inside a main config that keeps everything nginx writes in one folder.
 */
import { execFileSync } from 'node:child_process';

export interface Address {
  host: string;
  port: number;
}

/** Replaces the one match of `pattern`; a conf that no longer has it exactly once is an error, not a silent skip. */
function replaceOnce(text: string, pattern: RegExp, replacement: string, what: string): string {
  const matches = text.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`)) ?? [];
  if (matches.length !== 1) {
    throw new Error(`deploy/api-balancer.conf: expected one ${what}, found ${matches.length}`);
  }
  return text.replace(pattern, replacement);
}

/**
 * `source` (the compose balancer's conf) for local processes: no resolver (there is no Docker DNS),
 * the upstream's `server api:…` line becomes one line per local replica, `listen` the local address.
 */
export function localBalancerConf(
  source: string,
  options: { listen: Address; upstreams: Address[]; accessLogFile?: string },
): string {
  if (options.upstreams.length === 0) throw new Error('The balancer needs at least one upstream');
  let conf = replaceOnce(source, /^[ \t]*resolver [^;]*;[ \t]*\n/m, '', 'resolver line');
  conf = replaceOnce(
    conf,
    /^([ \t]*)server api:\d+[^;]*;/m,
    options.upstreams.map((upstream) => `$1server ${upstream.host}:${upstream.port};`).join('\n'),
    'upstream "server api:…" line',
  );
  if (options.accessLogFile) {
    // The image's log file is its standard output; a local nginx writes its own file, same format.
    conf = replaceOnce(conf, /^([ \t]*)access_log \S+/m, `$1access_log ${options.accessLogFile}`, 'access_log line');
  }
  return replaceOnce(
    conf,
    /^([ \t]*)listen \d+;/m,
    `$1listen ${options.listen.host}:${options.listen.port};`,
    'listen line',
  );
}

/** nginx's own folders under `dir`: it creates none itself, and the packaged defaults need root. */
export const NGINX_TEMP_DIRS = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'] as const;

/**
 * A main nginx.conf running `serverConf` in the foreground (so its PID is the one to stop), logging
 * errors to stderr and nothing per request. When started as root, nginx's workers drop to `user`.
 */
export function nginxMainConf(options: { dir: string; serverConf: string; user?: string }): string {
  const temp = NGINX_TEMP_DIRS.map((name) => `  ${name}_temp_path ${options.dir}/${name};`).join('\n');
  return [
    'daemon off;',
    ...(options.user ? [`user ${options.user};`] : []),
    'worker_processes 1;',
    `pid ${options.dir}/nginx.pid;`,
    'error_log stderr warn;',
    'events { worker_connections 1024; }',
    'http {',
    '  access_log off;',
    temp,
    options.serverConf.replace(/^(?=.)/gm, '  ').trimEnd(),
    '}',
    '',
  ].join('\n');
}

/** As root, nginx's workers run as `nobody` and need a group name, which differs between systems. */
export function unprivilegedNginxUser(): string | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const group = execFileSync('id', ['-gn', 'nobody'], { encoding: 'utf8' }).trim();
  return `nobody ${group}`;
}
