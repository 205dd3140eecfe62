import type { FastifyRequest } from 'fastify';
import type { AppConfig } from './config';

/** Log paths that could hold secrets: the session header, passwords, tokens, invitation codes, keys. */
export const REDACTED_PATHS = [
  'req.headers.admintoken',
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-paystack-signature"]',
  'res.headers["set-cookie"]',
  'password',
  'newPassword',
  'confirmPassword',
  'token',
  'signupCode',
  'secretKey',
  '*.password',
  '*.newPassword',
  '*.confirmPassword',
  '*.token',
  '*.adminToken',
  '*.admintoken',
  '*.signupCode',
  '*.secretKey',
  '*.databaseUrl',
  '*.*.password',
  '*.*.newPassword',
  '*.*.confirmPassword',
  '*.*.token',
  '*.*.signupCode',
  '*.*.secretKey',
];

/** What of an error reaches the logs. */
export type LoggedError = {
  type: string;
  message: string;
  stack: string;
  code?: string | number;
  statusCode?: number;
  /** PostgreSQL's description of a database error: which rule, where; never the values. */
  severity?: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
  /** The SQL text of a failed query; its parameters (names, phones, hashes...) are left out. */
  query?: string;
  cause?: LoggedError;
};

/** A PostgreSQL (or PGlite) error: it carries an SQLSTATE code such as 23505. */
function isDatabaseError(error: Record<string, unknown>): boolean {
  return typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) && 'severity' in error;
}

/**
 * A database error's message without the values some of them quote (`invalid input syntax for type
 * uuid: "…"`, `value "…" is out of range`); names of constraints and tables stay.
 */
export function withoutQuotedValues(message: string): string {
  return message.replace(/(:\s*|\bvalue\s+)"(?:[^"]|"")*"/g, '$1"[redacted]"');
}

const PARAMS_LINE = /\nparams: [\s\S]*$/;

/**
 * The `err` serializer: a list of safe fields instead of every property. Drizzle's failed-query
 * errors put the query's parameters in their message and `params`, PostgreSQL's errors put row values
 * in `detail` and `where`: none of these reach the logs.
 */
export function serializeError(value: unknown, depth = 0): LoggedError {
  if (!(value instanceof Error)) {
    const message = typeof value === 'string' ? value : 'A value that is not an Error was thrown';
    return { type: typeof value, message, stack: '' };
  }
  const error = value as Error & Record<string, unknown>;
  const database = isDatabaseError(error);
  let message = error.message.replace(PARAMS_LINE, '');
  if (database) message = withoutQuotedValues(message);
  const type = error.name || error.constructor.name;
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const logged: LoggedError = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  if (typeof error.code === 'string' || typeof error.code === 'number') logged.code = error.code;
  if (typeof error.statusCode === 'number') logged.statusCode = error.statusCode;
  if (database) {
    for (const key of ['severity', 'constraint', 'table', 'column', 'routine'] as const) {
      if (typeof error[key] === 'string') logged[key] = error[key];
    }
  }
  if (typeof error.query === 'string' && 'params' in error) logged.query = error.query.slice(0, 2000);
  if (error.cause !== undefined && depth < 5) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}

/** A URL with the values of its query string left out (`?contact=` holds an e-mail or phone). */
export function withoutQueryValues(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const names = url
    .slice(start + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=[redacted]`);
  return `${url.slice(0, start)}?${names.join('&')}`;
}

/** The `req` serializer: Fastify's fields, with the query string's values left out. */
function serializeRequest(request: Partial<FastifyRequest>) {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? withoutQueryValues(request.url) : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** pino options of the server: JSON lines with secrets and personal data replaced by `[redacted]`. */
export function loggerOptions(config: Pick<AppConfig, 'logLevel'>): {
  level: AppConfig['logLevel'];
  redact: { paths: string[]; censor: string };
  serializers: { err: typeof serializeError; req: typeof serializeRequest };
} {
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { err: serializeError, req: serializeRequest },
  };
}
