import os from 'node:os';
import path from 'node:path';

/**
 * Names the run's template dump (api/test/helpers/pglite-template.ts) that every clocked API of the
 * run loads (support/clocked-api.ts): set by the runner when it reads playwright.config.ts, so its
 * workers inherit the same one; global-teardown.ts removes the dump.
 */
export const TEMPLATE_RUN_VARIABLE = 'CLOCKED_API_TEMPLATE_RUN';

/** The dump of the run's template, once a clocked API has made it. */
export const templateDumpFile = (run: string): string => path.join(os.tmpdir(), `clean-api-template-${run}.tar`);
