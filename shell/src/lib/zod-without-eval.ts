/**
 * zod compiles a faster parser for each object schema with `new Function`, and probes whether it may
 * as a schema is made. The site's Content-Security-Policy has no `'unsafe-eval'` (tooling/src/csp.ts),
 * so the probe alone is reported as a violation on every page that makes a schema. `jitless` turns
 * both off. It is zod's global setting, kept on `globalThis` and so shared by every copy of zod on the
 * page (the remotes' too), and it must be set before the first schema is made: this module is the
 * shell's first import.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });
