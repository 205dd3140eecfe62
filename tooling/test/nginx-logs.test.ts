import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The receipt lookup carries the customer's e-mail or phone in its query string (docs/PRODUCT.md#receipts):
// no nginx conf under deploy/ may write a query string, or anything that can hold one, to its access log.
const deployDir = path.resolve(__dirname, '../../deploy');
const confFiles = readdirSync(deployDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.conf') && /^\s*(server|upstream|log_format|location)\b/m.test(read(file)))
  .sort();

function read(file: string): string {
  return readFileSync(path.join(deployDir, file), 'utf8');
}

/** The conf without comments, its directives as whole statements (a `log_format` spans lines). */
function statements(conf: string): string[] {
  const code = conf.replace(/#.*$/gm, '');
  return code
    .split(/[;{}]/)
    .map((statement) => statement.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** Variables that hold the query string or may: the request line, the full URI, the arguments, the Referer. */
const QUERY_CARRIERS = /\$(request|request_uri|args|query_string|arg_\w+|is_args|http_referer|request_body)\b/;

describe('nginx access logs under deploy/', () => {
  it('finds the nginx confs', () => {
    expect(confFiles).toContain('api-balancer.conf');
  });

  it.each(confFiles)('%s logs requests only in its own formats, which leave out the query string', (file) => {
    const all = statements(read(file));
    const formats = new Map(
      all
        .filter((statement) => statement.startsWith('log_format '))
        .map((statement) => {
          const [, name = '', ...rest] = statement.split(' ');
          return [name, rest.join(' ')] as const;
        }),
    );
    for (const [name, format] of formats) {
      expect([name, format]).toEqual([name, expect.stringContaining('$uri')]);
      expect([name, QUERY_CARRIERS.exec(format)?.[0]]).toEqual([name, undefined]);
    }
    const accessLogs = all.filter((statement) => statement.startsWith('access_log '));
    // Without an access_log, nginx writes its default format, the request line with its query.
    expect(accessLogs.length).toBeGreaterThan(0);
    for (const statement of accessLogs) {
      const [, target, format] = statement.split(' ');
      if (target === 'off') continue;
      expect([statement, format !== undefined && formats.has(format)]).toEqual([statement, true]);
    }
  });
});
