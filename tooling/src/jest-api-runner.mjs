// The API project's jest runner: jest-light-runner, which runs each test file in a long-lived Node
// process of its own instead of a fresh vm context per file. The API's modules (Fastify, drizzle,
// zod, pg, PGlite) then load and warm up once per process, not once per file: that fixed cost was
// most of an API file's time (docs/DECISIONS.md, "API tests in long-lived processes").
// Plain ESM: jest loads its runners without a transform, and jest-light-runner is ESM only.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRunner } from 'jest-light-runner';

const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Processes, not worker threads: the suites start servers and child processes, change directory and
 * listen for signals as the API does in production. Each process loads TypeScript as the API's own
 * processes do (`node --import tsx`, with the API's tsconfig for its JSX).
 */
const LightRunner = createRunner({ runtime: 'child_process' });

export default class ApiRunner extends LightRunner {
  constructor(globalConfig, ...rest) {
    super(globalConfig, ...rest);
    // With one worker (`--runInBand`, a one-core machine) jest-light-runner would run the files in
    // jest's own process, which has no TypeScript loader: one process of ours instead.
    this._runtime = 'child_process';
  }

  async runTests(...args) {
    const saved = { NODE_OPTIONS: process.env.NODE_OPTIONS, TSX_TSCONFIG_PATH: process.env.TSX_TSCONFIG_PATH };
    // The processes take the environment as it is when the first test file starts (jest runs its
    // runners one after the other), so only this runner's processes get the loader.
    process.env.NODE_OPTIONS = [saved.NODE_OPTIONS, '--import tsx'].filter(Boolean).join(' ');
    process.env.TSX_TSCONFIG_PATH = path.join(repository, 'api/tsconfig.json');
    try {
      return await super.runTests(...args);
    } finally {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  }
}
