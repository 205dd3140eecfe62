import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

/**
 * jest runs on Node 20, which cannot `require()` an ES module, and the shared jest config transforms
 * only a few ESM-only packages. react-calendar (and two of its dependencies) ship ES modules only, so
 * the tests load it through this: every ES module file of the package is transpiled to CommonJS with
 * TypeScript, and every CommonJS dependency (React above all) comes from jest's own registry, so the
 * calendar shares the test's React. Remove once react-calendar is in jest.config.cjs's
 * transformIgnorePatterns exception list.
 */
export function requireEsm(specifier: string): unknown {
  const loaded = new Map<string, { exports: unknown }>();

  const isEsmFile = (file: string): boolean => {
    if (file.endsWith('.mjs')) return true;
    if (!file.endsWith('.js')) return false;
    for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
      const manifest = path.join(dir, 'package.json');
      if (existsSync(manifest))
        return (JSON.parse(readFileSync(manifest, 'utf8')) as { type?: string }).type === 'module';
    }
    return false;
  };

  const load = (file: string): unknown => {
    const done = loaded.get(file);
    if (done) return done.exports;
    const module: { exports: unknown } = { exports: {} };
    loaded.set(file, module);
    const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), {
      fileName: file,
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
    });
    const resolve = createRequire(file).resolve;
    const localRequire = (request: string): unknown => {
      const resolved = resolve(request);
      // Inside this package tree: transpile. Anything else (React, clsx's CommonJS build): jest's registry.
      return isEsmFile(resolved) ? load(resolved) : jest.requireActual(resolved);
    };
    // Evaluates the transpiled module as Node's CommonJS wrapper would.
    const run = new Function('exports', 'require', 'module', '__filename', '__dirname', outputText) as (
      ...args: unknown[]
    ) => void;
    run(module.exports, localRequire, module, file, path.dirname(file));
    return module.exports;
  };

  return load(createRequire(__filename).resolve(specifier));
}
