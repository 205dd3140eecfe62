/**
 * The documents a newcomer reads stay checkable: every section a comment or a document cites exists,
 * and no file names an issue number or a working branch instead of the rule or the decision.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import fs from 'node:fs';
import {
  brokenCitations,
  findCitations,
  githubAnchor,
  indexDocument,
  privateNames,
  problemOf,
} from '../src/doc-citations';

const root = path.resolve(__dirname, '../..');

/** The repository's own text files (tracked or new), never installed packages or the lock file. */
function sourceFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  return listed
    .split('\n')
    .filter((file) => /\.(ts|tsx|mjs|cjs|js|md|yml|yaml|sql|sh|css|html|conf)$/.test(file))
    .filter((file) => !file.includes('node_modules/') && !file.endsWith('package-lock.json'))
    .filter((file) => fs.existsSync(path.join(root, file)));
}

/** The two files that spell broken citations and forbidden names out, to catch them. */
const SPELLS_OUT_EXAMPLES = new Set(['tooling/src/doc-citations.ts', 'tooling/test/doc-citations.test.ts']);

describe('citations of the documents', () => {
  it('every cited document, anchor and section exists', () => {
    const broken = brokenCitations(
      root,
      sourceFiles().filter((file) => !SPELLS_OUT_EXAMPLES.has(file)),
    );
    expect(broken.join('\n')).toBe('');
  });

  it('reads the citation forms the repository uses, wrapped comments included', () => {
    const code = [
      '// (docs/PRODUCT.md#admin-console, Admin accounts): one',
      '/** The rule (docs/DECISIONS.md, "The booking page\'s',
      ' * first visit"). And docs/POPUP.md §2–3, §6. And (docs/PRODUCT.md, Recurring plans: a note). */',
      '// (README, E-mail) and (README.md, "Failed logins"), not its README alone.',
      '-- A migration: (docs/DECISIONS.md, "Admin list totals',
      '-- kept by a trigger").',
    ].join('\n');
    const citations = findCitations('api/src/example.ts', code).map(({ target, anchors, name, numbers }) => ({
      target,
      anchors,
      name,
      numbers,
    }));
    expect(citations).toEqual([
      { target: 'docs/PRODUCT.md', anchors: ['admin-console'], name: 'Admin accounts', numbers: [] },
      { target: 'docs/DECISIONS.md', anchors: [], name: "The booking page's first visit", numbers: [] },
      { target: 'docs/POPUP.md', anchors: [], name: undefined, numbers: [2, 3, 6] },
      { target: 'docs/PRODUCT.md', anchors: [], name: 'Recurring plans', numbers: [] },
      { target: 'README.md', anchors: [], name: 'E-mail', numbers: [] },
      { target: 'README.md', anchors: [], name: 'Failed logins', numbers: [] },
      { target: 'docs/DECISIONS.md', anchors: [], name: 'Admin list totals kept by a trigger', numbers: [] },
    ]);
  });

  it('makes anchors as GitHub does', () => {
    expect(githubAnchor('The test run (`.ci/run` on a clean clone)')).toBe('the-test-run-cirun-on-a-clean-clone');
    expect(githubAnchor('Lighthouse mobile (`npm run bench -w e2e`)')).toBe('lighthouse-mobile-npm-run-bench--w-e2e');
    expect(githubAnchor("The booking page's first visit: what loads")).toBe('the-booking-pages-first-visit-what-loads');
  });

  it('reports a made-up broken citation with its file, line and what is missing', () => {
    const document = indexDocument(
      [
        '# Doc',
        '## Payments and holds',
        '- **Unpaid holds are capped** (why): text',
        '## Admin console',
        '**Session.** text',
      ].join('\n'),
    );
    const index = (target: string) => (target === 'docs/PRODUCT.md' ? document : undefined);
    const code = [
      '// fine: docs/PRODUCT.md#payments-and-holds, docs/PRODUCT.md, "Unpaid holds are capped"',
      '// fine: (docs/PRODUCT.md#admin-console, Session), (docs/PRODUCT.md, Payments and holds: the hold)',
      '// broken: docs/PRODUCT.md#no-such-anchor and (docs/PRODUCT.md, "No such section")',
      '// broken: (docs/PRODUCT.md#payments-and-holds, Session) and docs/NOWHERE.md is no document of ours,',
      '// but docs/POPUP.md#anything names a missing file',
    ].join('\n');
    const problems = findCitations('api/src/made-up.ts', code).flatMap((citation) => {
      const problem = problemOf(citation, index);
      return problem ? [`${citation.line}: ${problem}`] : [];
    });
    expect(problems).toEqual([
      '3: docs/PRODUCT.md has no heading with the anchor #no-such-anchor',
      '3: docs/PRODUCT.md has no section "No such section"',
      '4: docs/PRODUCT.md has no section "Session" under #payments-and-holds',
      '5: docs/POPUP.md does not exist',
    ]);
  });

  it('reports a broken link between documents, relative to the linking one', () => {
    const markdown = 'See [the budgets](BENCHMARKS.md#budgets) and [gone](#not-here).\n';
    const targets = findCitations('docs/TESTING.md', markdown).map(({ target, anchors }) => ({ target, anchors }));
    expect(targets).toEqual([
      { target: 'docs/BENCHMARKS.md', anchors: ['budgets'] },
      { target: 'docs/TESTING.md', anchors: ['not-here'] },
    ]);
  });
});

describe('names only their authors understood', () => {
  it('no source or document names an issue number or a working branch', () => {
    const found = sourceFiles()
      .filter((file) => !SPELLS_OUT_EXAMPLES.has(file))
      .flatMap((file) => privateNames(file, fs.readFileSync(path.join(root, file), 'utf8')));
    expect(found.join('\n')).toBe('');
  });

  it('catches an issue number and a branch tag, not status codes, colours, entities or upstream links', () => {
    const text = [
      'Admin accounts (ours, issue 22): invitations.', // 1
      'Measured on branch `ci28` and on `lcp26`.', // 2
      'Fixes #41 (#42).', // 3
      'Answers 404 and 409; colour #333 and #1a2b3c; &#60;b&#62;; list item 2.', // 4
      'Upstream: https://github.com/webpack/webpack/issues/22199.', // 5
    ].join('\n');
    expect(privateNames('docs/X.md', text)).toEqual([
      'docs/X.md:1: issue 22',
      'docs/X.md:3: Fixes #41',
      'docs/X.md:3: (#42)',
      'docs/X.md:2: branch `ci28`',
      'docs/X.md:2: ci28',
      'docs/X.md:2: lcp26',
    ]);
  });
});
