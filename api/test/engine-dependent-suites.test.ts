import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { engineDependentSuites } from './helpers/database';

/**
 * The list of helpers/engine-dependent-suites.ts decides which API suites also run on PostgreSQL: an entry that names no
 * file, or a file that no longer runs per engine, would quietly leave a suite on PGlite alone.
 */
describe('the engine-dependent suites', () => {
  it('are listed', () => {
    expect(engineDependentSuites().length).toBeGreaterThan(0);
  });

  it.each(engineDependentSuites())('%s exists and runs per engine', (suite) => {
    const file = path.join(__dirname, suite);
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8')).toMatch(/\bdescribeEachDatabase\(/);
  });
});
