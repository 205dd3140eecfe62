/**
 * What the local stack (`npm run stack`) takes from docker-compose.yml, so the two cannot drift: the
 * services' environment, with compose's variable interpolation, and the balancer's conf file.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { repoRoot } from './processes';

export const COMPOSE_FILE = path.join(repoRoot, 'docker-compose.yml');
/** The variables of a trial with the payment sandbox (`docker compose --env-file deploy/sandbox.env`). */
export const SANDBOX_ENV_FILE = path.join(repoRoot, 'deploy', 'sandbox.env');

export interface ComposeService {
  image?: string;
  build?: { context?: string; target?: string; args?: Record<string, string> };
  profiles?: string[];
  init?: boolean;
  entrypoint?: string[];
  /** A list of arguments, or one string split as a shell would. */
  command?: string[] | string;
  user?: string;
  restart?: string;
  ports?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  deploy?: { replicas?: number };
  healthcheck?: { test?: string[] };
}

export interface ComposeFile {
  services: Record<string, ComposeService>;
}

export function readCompose(file = COMPOSE_FILE): ComposeFile {
  return parse(readFileSync(file, 'utf8'), { merge: true }) as ComposeFile;
}

export function composeService(compose: ComposeFile, name: string): ComposeService {
  const service = compose.services[name];
  if (!service) throw new Error(`docker-compose.yml has no "${name}" service`);
  return service;
}

/** A compose `${NAME:?message}` with nothing to fill it: compose refuses to start with the message. */
export class MissingVariableError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`${variable}: ${detail}`);
    this.name = 'MissingVariableError';
  }
}

const REFERENCE = /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g;

/**
 * Compose's interpolation: `$NAME`, `${NAME}`, `${NAME:-default}` / `${NAME-default}` (default when
 * unset or empty / unset), `${NAME:?message}` / `${NAME?message}` (an error), and `$$` for a `$`.
 */
export function interpolate(value: string, variables: Readonly<Record<string, string | undefined>>): string {
  return value.replace(
    REFERENCE,
    (match, braced: string | undefined, operator: string | undefined, operand = '', bare?: string) => {
      if (match === '$$') return '$';
      const name = (braced ?? bare) as string;
      const current = variables[name];
      const missing = operator?.startsWith(':') ? !current : current === undefined;
      if (operator?.endsWith('-')) return missing ? operand : (current as string);
      if (operator?.endsWith('?') && missing) throw new MissingVariableError(name, operand || 'required');
      return current ?? '';
    },
  );
}

/** `KEY=value` lines of an env file (`#` comments and blank lines skipped), as compose reads them. */
export function parseEnvFile(text: string): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#')) continue;
    const equals = trimmed.indexOf('=');
    if (equals <= 0) throw new Error(`Not a KEY=value line: ${trimmed}`);
    variables[trimmed.slice(0, equals).trim()] = trimmed.slice(equals + 1).trim();
  }
  return variables;
}

export function readEnvFile(file = SANDBOX_ENV_FILE): Record<string, string> {
  return parseEnvFile(readFileSync(file, 'utf8'));
}

/**
 * A service's environment as compose would give it, for processes on this machine: every variable
 * interpolated, except those in `local`, which replace compose's (addresses of other services and
 * the credentials that go with them, which differ outside Docker's network).
 */
export function serviceEnvironment(
  service: ComposeService,
  variables: Readonly<Record<string, string | undefined>>,
  local: Readonly<Record<string, string>>,
): Record<string, string> {
  const environment: Record<string, string> = {};
  for (const [name, value] of Object.entries(service.environment ?? {})) {
    environment[name] = name in local ? (local[name] as string) : interpolate(String(value), variables);
  }
  for (const [name, value] of Object.entries(local)) environment[name] ??= value;
  return environment;
}

/** The host file compose mounts at `target` in a service (e.g. the balancer's nginx conf). */
export function mountedFile(service: ComposeService, target: string): string {
  const volume = service.volumes?.find((entry) => entry.split(':')[1] === target);
  if (!volume) throw new Error(`No volume is mounted at ${target}`);
  return path.resolve(repoRoot, volume.split(':')[0] as string);
}
