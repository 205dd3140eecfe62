import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SHARED_CONTRACT_VERSION } from '@clean/shared';
import {
  actualContractExports,
  contractProblems,
  contractSubpaths,
  RECORD_COMMAND,
  readContractRecord,
  writeContractRecord,
  type ContractRecord,
} from '../src/compat/contract-exports';

describe('the shared contract', () => {
  it('is recorded as @clean/shared exports it now, under SHARED_CONTRACT_VERSION', async () => {
    const problems = contractProblems(readContractRecord(), await actualContractExports(), SHARED_CONTRACT_VERSION);
    // The messages say what changed and what to do, so a failure reads as instructions.
    expect(problems.map((problem) => problem.message).join('\n\n')).toBe('');
  });

  it('covers the root and every subpath remotes get through federation, not what each app bundles', () => {
    const subpaths = contractSubpaths();
    expect(subpaths).toEqual(expect.arrayContaining(['.', './api', './schemas', './constants', './format']));
    for (const bundled of ['./ui', './testing', './prerender', './tokens.css']) expect(subpaths).not.toContain(bundled);
  });
});

describe('a change to the contract', () => {
  const recorded: ContractRecord = {
    version: '1.2.0',
    exports: { '.': ['formatNaira', 'paths'], './api': ['baseApi'] },
  };
  const withExports = (root: string[], api = ['baseApi']) => ({ '.': root, './api': api });

  it('is no problem when the exports and the version are as recorded', () => {
    expect(contractProblems(recorded, withExports(['formatNaira', 'paths']), '1.2.0')).toEqual([]);
  });

  it('fails when an export is removed without a major bump, naming it, the version to set and the deploy order', () => {
    const problems = contractProblems(recorded, withExports(['paths']), '1.3.0');
    expect(problems).toEqual([
      { kind: 'bump', message: expect.stringContaining('- formatNaira from @clean/shared\n') },
    ]);
    expect(problems[0]?.message).toContain(
      'set SHARED_CONTRACT_VERSION (shared/src/config/shared-contract.ts) to 2.0.0',
    );
    expect(problems[0]?.message).toContain('deploy remotes that no longer use it before the shell');
  });

  it('counts a rename as a removal', () => {
    const [problem] = contractProblems(recorded, withExports(['formatNaira', 'paths'], ['api']), '1.2.0');
    expect(problem?.kind).toBe('bump');
    expect(problem?.message).toMatch(
      /Removed or renamed:\n {2}- baseApi from @clean\/shared\/api\nAdded:\n {2}- api from/,
    );
    expect(problem?.message).toContain('to 2.0.0');
  });

  it('fails when an export or a subpath is added without a minor bump, asking for the shell to go first', () => {
    const added = { ...withExports(['formatNaira', 'paths', 'formatDate']), './dates': ['dayjs'] };
    for (const version of ['1.2.0', '1.2.1']) {
      const [problem] = contractProblems(recorded, added, version);
      expect(problem?.kind).toBe('bump');
      expect(problem?.message).toContain('- formatDate from @clean/shared\n  - dayjs from @clean/shared/dates');
      expect(problem?.message).toContain('to 1.3.0');
      expect(problem?.message).toContain('deploy the shell first');
    }
  });

  it('asks only for the record once the version is bumped enough', () => {
    const cases: [Record<string, string[]>, string][] = [
      [withExports(['paths']), '2.0.0'],
      [withExports(['formatNaira', 'paths', 'formatDate']), '1.3.0'],
      [withExports(['formatNaira', 'paths', 'formatDate']), '2.0.0'],
      // A deliberate bump with the same names (a change of behaviour) is recorded too.
      [withExports(['formatNaira', 'paths']), '1.2.1'],
    ];
    for (const [actual, version] of cases) {
      expect(contractProblems(recorded, actual, version)).toEqual([
        { kind: 'record', message: expect.stringContaining(`Run ${RECORD_COMMAND}`) },
      ]);
    }
  });

  it('fails when the version goes back', () => {
    expect(contractProblems(recorded, withExports(['formatNaira', 'paths']), '1.1.9')).toEqual([
      { kind: 'bump', message: 'SHARED_CONTRACT_VERSION 1.1.9 is older than the recorded 1.2.0.' },
    ]);
  });
});

describe('the contract record', () => {
  it('is written in the repository format and read back as it was', async () => {
    const scratch = mkdtempSync(path.join(os.tmpdir(), 'clean-contract-'));
    try {
      const file = path.join(scratch, 'exports.json');
      const record: ContractRecord = { version: '1.0.0', exports: { '.': ['a', 'b'] } };
      await writeContractRecord(record, file);
      expect(readContractRecord(file)).toEqual(record);
      expect(readFileSync(file, 'utf8')).toMatch(/^\{\n {2}"version": "1\.0\.0",\n/);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
