/**
 * The production images install each workspace's `dependencies` only (`npm ci --omit=dev` in the
 * Dockerfile), so every package a server imports at run time must be declared by the package whose
 * file imports it, not merely be present because the root or another workspace has it. This reads the
 * servers' sources as the running process loads them and checks each import against the importing
 * package's package.json.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(__dirname, '../..');
const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');

interface PackageJson {
  name: string;
  dependencies?: Record<string, string>;
  exports?: Record<string, string>;
}

const readPackage = (dir: string): PackageJson =>
  JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson;

/** The workspace folder of each of our packages, by name. */
const workspaces = new Map(
  (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces.map(
    (dir) => [readPackage(path.join(root, dir)).name, dir] as const,
  ),
);

/** What each production image runs: its entry files, and the loader its CMD names (`node --import tsx`). */
const RUNTIMES = [
  { workspace: 'api', entries: allSources('api/src') },
  { workspace: 'payment-sandbox', entries: allSources('payment-sandbox/src') },
  { workspace: 'tooling', entries: ['tooling/src/serve-static.ts'] },
];

function allSources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => path.join(dir, file));
}

/** The module specifiers a file loads when it runs: type-only imports and exports are erased. */
function runtimeSpecifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings;
      const onlyTypes =
        clause?.isTypeOnly ||
        (clause && !clause.name && named && ts.isNamedImports(named) && named.elements.every((e) => e.isTypeOnly));
      if (!onlyTypes) found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.isTypeOnly) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require')) &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const packageNameOf = (specifier: string): string =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

const isBuiltin = (specifier: string): boolean =>
  specifier.startsWith('node:') || builtinModules.includes(packageNameOf(specifier));

/** The workspace folder a repository file belongs to. */
const workspaceOf = (file: string): string => file.split(path.sep)[0]!;

function resolveRelative(fromFile: string, specifier: string): string | undefined {
  const base = path.join(path.dirname(fromFile), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
    (candidate) => existsSync(path.join(root, candidate)) && statSync(path.join(root, candidate)).isFile(),
  );
}

/** One of our packages' files for `@clean/x/sub`, through its package.json exports. */
function resolveWorkspace(specifier: string): string | undefined {
  const name = packageNameOf(specifier);
  const dir = workspaces.get(name);
  if (!dir) return undefined;
  const subpath = `.${specifier.slice(name.length)}`;
  const target = readPackage(path.join(root, dir)).exports?.[subpath];
  return target ? path.join(dir, target) : undefined;
}

interface Finding {
  file: string;
  pkg: string;
  workspace: string;
}

/** Every package import reachable from the entries, with the file and workspace importing it. */
function packageImports(entries: string[]): Finding[] {
  const seen = new Set<string>();
  const findings: Finding[] = [];
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || !/\.tsx?$/.test(file)) continue;
    seen.add(file);
    for (const specifier of runtimeSpecifiers(file)) {
      if (specifier.startsWith('.')) {
        const resolved = resolveRelative(file, specifier);
        if (!resolved) throw new Error(`${file}: cannot resolve ${specifier}`);
        queue.push(resolved);
      } else if (!isBuiltin(specifier)) {
        findings.push({ file, pkg: packageNameOf(specifier), workspace: workspaceOf(file) });
        const own = resolveWorkspace(specifier);
        if (own) queue.push(own);
      }
    }
  }
  return findings;
}

describe('the packages the production images import at run time', () => {
  it.each(RUNTIMES.map((runtime) => [runtime.workspace, runtime] as const))(
    '%s declares, in each importing package, every package its server imports',
    (_name, runtime) => {
      const findings = packageImports(runtime.entries);
      expect(findings.length).toBeGreaterThan(0);
      const undeclared = findings
        .filter(({ pkg, workspace }) => !(pkg in (readPackage(path.join(root, workspace)).dependencies ?? {})))
        .map(({ file, pkg, workspace }) => `${file} imports ${pkg}, not in ${workspace}/package.json dependencies`);
      expect([...new Set(undeclared)]).toEqual([]);
    },
  );

  it.each(RUNTIMES.map((runtime) => runtime.workspace))(
    '%s declares the loader its image starts node with',
    (workspace) => {
      const loaders = [...dockerfile.matchAll(/--import[",\s]+([\w@/-]+)/g)].map((match) => match[1]);
      expect(loaders.length).toBeGreaterThan(0);
      for (const loader of new Set(loaders)) {
        expect([workspace, loader, loader! in (readPackage(path.join(root, workspace)).dependencies ?? {})]).toEqual([
          workspace,
          loader,
          true,
        ]);
      }
    },
  );

  it('are installed without the development ones in every image that runs something', () => {
    const stages = new Map(
      dockerfile
        .split(/^(?=FROM )/m)
        .filter((stage) => stage.startsWith('FROM '))
        .map((stage) => [/^FROM \S+(?: AS (\S+))?/.exec(stage)![1] ?? '', stage] as const),
    );
    const running = [...stages].filter(([, stage]) => /^CMD /m.test(stage));
    expect(running.map(([name]) => name)).toEqual(['web', 'shell', 'server']);
    for (const [name] of running) {
      // Every install on the way from the image a running stage starts from up to the node image.
      const installs: string[] = [];
      for (let stage = stages.get(name); stage; stage = stages.get(/^FROM (\S+)/.exec(stage)![1]!)) {
        installs.push(...[...stage.matchAll(/npm (?:ci|install)[^\n]*/g)].map((match) => match[0]));
        expect(stage).not.toMatch(/^COPY --from=\S+ \S*node_modules/m);
      }
      expect([name, installs.length]).toEqual([name, 1]);
      expect([name, installs[0]]).toEqual([name, expect.stringContaining('--omit=dev')]);
    }
  });
});
