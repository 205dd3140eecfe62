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

/** pino options of the server: JSON lines with secrets replaced by `[redacted]`. */
export function loggerOptions(config: Pick<AppConfig, 'logLevel'>): {
  level: AppConfig['logLevel'];
  redact: { paths: string[]; censor: string };
} {
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  };
}
