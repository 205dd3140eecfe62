import CopyPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ROOT_ID } from '@clean/shared/prerender';
import { baseConfig, federationPlugin, type BaseBuildOptions, type Config } from './base';

/** The shell: the one app with a page of its own, which composes the remotes at run time. */
export interface HostBuildOptions extends BaseBuildOptions {
  app: 'shell';
  /** Federation runtime plugins (files), e.g. the shell's retry and fallback layers. */
  host: { runtimePlugins: string[] };
}

const modules = (pattern: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${pattern})[\\\\/]`);

/** Vendor files by what loads them together; see `optimization` below. */
const VENDOR_GROUPS = {
  react: modules('react|react-dom|scheduler'),
  router: modules('react-router|react-router-dom|@remix-run[\\\\/]router'),
  redux:
    /[\\/]node_modules[\\/](@reduxjs[\\/]toolkit[\\/]dist[\\/](?!query)|redux|redux-thunk|immer|reselect|react-redux|use-sync-external-store)/,
};

/**
 * The host's build: its HTML pages and `public/` folder, no remotes at build time (the runtime config
 * names them), the federation runtime provided to every remote, and vendor files grouped for the
 * first visit.
 */
export function hostConfig(options: HostBuildOptions): Config {
  const base = baseConfig(options);
  const production = options.mode === 'production';
  return {
    ...base,
    entry: { main: './src/index.ts' },
    // The shell serves deep links (/services/...), so its chunks load from the root.
    output: { ...base.output, publicPath: '/' },
    plugins: [
      federationPlugin(options.app, {
        // Registered at run time from /config.json (shell/src/lib/remotes.ts).
        remotes: {},
        runtimePlugins: options.host.runtimePlugins,
        // The shell ships the federation runtime once; remotes use it instead of carrying their own.
        experiments: { provideExternalRuntime: true },
      }),
      // index.html is replaced by the prerendered home page (tooling/src/prerender.ts); app.html
      // stays the bare page every other path falls back to.
      ...['index.html', 'app.html'].map(
        (filename) =>
          new HtmlWebpackPlugin({
            template: './public/index.html',
            filename,
            scriptLoading: 'defer',
            // The element the shell renders into, named where the shell and prerendering read it.
            templateParameters: { rootId: ROOT_ID },
          }),
      ),
      new CopyPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }] }),
      ...base.plugins,
    ],
    // Packages that always load together go in one file each, so a first visit makes a handful of
    // requests instead of a dozen (an HTTP/1.1 host serves six at a time). RTK Query stays apart: only
    // pages that call the API load it. Host only: a remote's copies are fallbacks, loaded one by one
    // when the host has none (immer for RTK Query), so grouping them would fetch the rest for nothing.
    optimization: production
      ? {
          ...base.optimization,
          splitChunks: {
            cacheGroups: Object.fromEntries(
              Object.entries(VENDOR_GROUPS).map(([name, test]) => [name, { test, name, chunks: 'all', enforce: true }]),
            ),
          },
        }
      : undefined,
    devServer: { ...base.devServer, historyApiFallback: true },
  };
}
