/**
 * Prints the security headers the static server sends with every answer of a web app, for an operator who
 * serves the same files from nginx or a CDN: the policy is computed exactly as serve-static.ts does,
 * from the environment's runtime config and the app's built HTML. Run it again after each build or
 * config change (hashes of inline pieces and origins change with them).
 *
 *   tsx tooling/src/csp-headers.ts --app shell --config deploy/config.docker.json [--format nginx]
 *
 *   --app      shell (default), public, booking, admin, popup or crew
 *   --config   the runtime config the pages are served with (default: as serve-static.ts)
 *   --root     the built files (default: the app's dist/)
 *   --format   `http` (default): `Name: value` lines; `nginx`: `add_header` lines for the `server`
 *              block that serves the app: every answer, not only the HTML locations, since which file
 *              a path ends up serving (decoding, index files, fallbacks) is not the path's spelling
 *   HSTS_MAX_AGE and NODE_ENV decide Strict-Transport-Security, as for the server.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseWebAppName, webApp } from './apps';
import { hstsMaxAgeFromEnv } from './csp';
import { pageHeaders } from './csp-pages';
import { repoRoot } from './processes';
import { policyConfigFile } from './serve-static';

export type HeaderFormat = 'http' | 'nginx';

const nginxString = (value: string) => `"${value.replace(/["\\]/g, (character) => `\\${character}`)}"`;

/** The headers as lines of the chosen format. */
export function formatHeaders(headers: Record<string, string>, format: HeaderFormat): string {
  return Object.entries(headers)
    .map(([name, value]) =>
      format === 'nginx' ? `add_header ${name} ${nginxString(value)} always;` : `${name}: ${value}`,
    )
    .join('\n');
}

function main(): void {
  const { values } = parseArgs({
    options: {
      app: { type: 'string', default: 'shell' },
      config: { type: 'string' },
      root: { type: 'string' },
      format: { type: 'string', default: 'http' },
    },
  });
  const app = webApp(parseWebAppName(values.app));
  const format = values.format;
  if (format !== 'http' && format !== 'nginx') throw new Error(`--format must be http or nginx, got "${format}"`);
  const root = path.resolve(values.root ?? path.join(repoRoot, app.dir, 'dist'));
  if (!existsSync(root))
    throw new Error(`${root} does not exist: build the app first ("npm run build -w ${app.dir}").`);
  const runtimeConfigFile = values.config ? path.resolve(values.config) : process.env.RUNTIME_CONFIG_FILE;
  const configFile = policyConfigFile({ app: app.name, root, runtimeConfigFile });
  const headers = pageHeaders({ app: app.name, root, configFile }, { hstsMaxAge: hstsMaxAgeFromEnv() });
  console.log(formatHeaders(headers, format));
}

if (require.main === module) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
