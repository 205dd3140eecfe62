import path from 'node:path';
import { devtoolFor, productionMinimizer, typeScriptRule, type Config, type Mode } from './base';

export interface ServiceWorkerBuildOptions {
  /** The app's folder; the worker goes to its dist/. */
  dir: string;
  mode: Mode;
  /** The worker's source, relative to `dir`. */
  entry: string;
  /** Its file in dist/: a fixed name, since a page registers it by that name. */
  filename: string;
  /** The compilation it runs after (its dist/ is emptied at the start of that one). */
  after: string;
}

/**
 * A service worker's own build: one file, for a worker's globals, no federation (a worker shares no
 * module with the pages), run after the app's build so that build's clean of dist/ leaves it.
 */
export function serviceWorkerConfig({ dir, mode, entry, filename, after }: ServiceWorkerBuildOptions): Config {
  const production = mode === 'production';
  return {
    name: `${after}-service-worker`,
    dependencies: [after],
    mode,
    context: dir,
    devtool: devtoolFor(mode),
    target: 'webworker',
    entry: { worker: entry },
    output: { path: path.join(dir, 'dist'), filename, clean: false },
    resolve: { extensions: ['.ts', '.js', '.mjs'] },
    module: { rules: [typeScriptRule(dir)] },
    optimization: production ? { minimizer: [productionMinimizer()] } : {},
  };
}
