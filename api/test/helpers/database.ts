import path from 'node:path';
import { createPglite, openDatabase, type DatabaseHandle } from '../../src/db/client';
import { inMemoryHandle, templateDump } from './pglite-template';
import { ENGINE_DEPENDENT_SUITES } from './engine-dependent-suites';
import { createPostgresDatabase, POSTGRES_URL } from './postgres-server';
import { postgresTemplate } from './postgres-template';

export type DatabaseKind = 'pglite' | 'postgres';

let notedSkip = false;

export const POSTGRES_REQUIRED_IN_CI =
  'DATABASE_URL is not set, but CI is: the PostgreSQL tests must run in CI. Start a PostgreSQL server ' +
  '(.ci/run sets DATABASE_URL when one answers on 127.0.0.1:5432) or set DATABASE_URL.';

/**
 * A suite that needs the PostgreSQL server of DATABASE_URL. Without one it is not run: on a
 * developer's machine its tests show as skipped, as the tooling suites that need a service do (a
 * note says so once; a file of PostgreSQL suites alone would otherwise hold no test, which jest
 * counts as a failure), and in CI (`CI` set) it fails with a clear message instead of passing
 * silently.
 */
export function describePostgres(title: string, suite: () => void): void {
  if (POSTGRES_URL) {
    describe(`${title} [PostgreSQL]`, suite);
  } else if (process.env.CI) {
    describe(`${title} [PostgreSQL]`, () => {
      it('needs a PostgreSQL server', () => {
        throw new Error(POSTGRES_REQUIRED_IN_CI);
      });
    });
  } else {
    describe.skip(`${title} [PostgreSQL]`, suite);
    if (!notedSkip) {
      notedSkip = true;
      console.info('DATABASE_URL is not set: the PostgreSQL variants of the API tests were NOT run.');
    }
  }
}

type EngineChoice = 'listed' | 'both' | 'pglite' | 'postgres';

/**
 * Which engines `describeEachDatabase` uses (API_TEST_ENGINES): by default (`listed`) both for the
 * engine-dependent suites (./engine-dependent-suites.ts), and one for the rest: the PostgreSQL server of
 * DATABASE_URL when there is one, else PGlite (docs/TESTING.md, "Unit and API tests"). `both`, every
 * suite on both (after a change to the database layer); `pglite` or `postgres`, every suite on that
 * one only.
 */
function engineChoice(): EngineChoice {
  const value = process.env.API_TEST_ENGINES || 'listed';
  if (value === 'listed' || value === 'both' || value === 'pglite' || value === 'postgres') return value;
  throw new Error(`API_TEST_ENGINES must be listed, both, pglite or postgres, not "${value}"`);
}

/**
 * The engine of a suite whose outcome does not depend on it: PostgreSQL when DATABASE_URL names one
 * (and API_TEST_ENGINES does not ask for PGlite only), else PGlite.
 */
export function anyEngine(): DatabaseKind {
  const choice = engineChoice();
  if (choice === 'pglite') return 'pglite';
  return choice === 'postgres' || POSTGRES_URL ? 'postgres' : 'pglite';
}

/** The engine-dependent suites (./engine-dependent-suites.ts), as paths under api/test. */
export function engineDependentSuites(): readonly string[] {
  return Object.keys(ENGINE_DEPENDENT_SUITES);
}

/** The running test file, relative to api/test, with forward slashes. */
function currentSuite(): string {
  const { testPath } = expect.getState();
  if (!testPath) throw new Error('describeEachDatabase runs inside a jest test file');
  return path.relative(path.join(__dirname, '..'), testPath).split(path.sep).join('/');
}

/**
 * Runs a suite on both engines when the file is one of the engine-dependent suites (./engine-dependent-suites.ts)
 * (PostgreSQL as `describePostgres` decides), else once, on `anyEngine()`.
 */
export function describeEachDatabase(title: string, suite: (kind: DatabaseKind) => void): void {
  const choice = engineChoice();
  const bothEngines = choice === 'both' || (choice === 'listed' && engineDependentSuites().includes(currentSuite()));
  if (!bothEngines) {
    describeOnAnyEngine(title, suite);
    return;
  }
  describe(`${title} [PGlite]`, () => suite('pglite'));
  describePostgres(title, () => suite('postgres'));
}

/**
 * Runs a suite once, on `anyEngine()`, even in an engine-dependent file: for its tests whose outcome
 * does not depend on the engine, beside the `describeEachDatabase` suite of the tests that do.
 */
export function describeOnAnyEngine(title: string, suite: (kind: DatabaseKind) => void): void {
  const kind = anyEngine();
  describe(`${title} [${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}]`, () => suite(kind));
}

export interface TestDatabase {
  handle: DatabaseHandle;
  /** postgres:// URL of the database (PostgreSQL only), e.g. for API processes. */
  url?: string;
  dispose(): Promise<void>;
}

/**
 * A database holding the run's template (migrated, seeded, the job queue's schema): an in-memory
 * PGlite loaded from its dump, or a new PostgreSQL database copied from it.
 */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const handle = inMemoryHandle(await createPglite('memory://', { loadDataDir: await templateDump() }));
    return { handle, dispose: () => handle.close() };
  }
  const database = await createPostgresDatabase({ template: await postgresTemplate() });
  const handle = await openDatabase({ url: database.url, pgliteDir: '', poolSize: 5 });
  return {
    handle,
    url: database.url,
    async dispose() {
      await handle.close();
      await database.drop();
    },
  };
}
