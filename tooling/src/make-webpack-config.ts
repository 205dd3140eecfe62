import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import CompressionPlugin from 'compression-webpack-plugin';
import CopyPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { moduleFederationPlugin } from '@module-federation/sdk';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { webApp, type WebAppName } from './apps';
import { sharedSingletons } from './shared-singletons';

export interface WebAppBuildOptions {
  app: WebAppName;
  /** The app's folder (its webpack.config.ts passes `__dirname`). */
  dir: string;
  mode: 'production' | 'development';
  /** Federated modules the app offers (remotes). */
  exposes?: moduleFederationPlugin.ExposesObject;
  /** Host only: an HTML page, a copied `public/` folder and the federation runtime plugins. */
  host?: { runtimePlugins: string[] };
}

type Config = Configuration & { devServer?: DevServerConfiguration };
type Rule = NonNullable<NonNullable<Configuration['module']>['rules']>[number];

/** Transpile-only TypeScript (type checking is `tsc -b`) for an app folder, optionally to an older target. */
export function typeScriptRule(dir: string, target?: string): Rule {
  return {
    test: /\.tsx?$/,
    loader: 'ts-loader',
    exclude: /node_modules/,
    options: {
      transpileOnly: true,
      compilerOptions: {
        composite: false,
        rootDir: path.resolve(dir, '..'),
        declaration: false,
        emitDeclarationOnly: false,
        noEmit: false,
        sourceMap: true,
        ...(target ? { target } : {}),
      },
    },
  };
}

const FEDERATION_RUNTIME_PACKAGES = [
  'runtime-core',
  'runtime',
  'runtime-tools',
  'sdk',
  'error-codes',
  'webpack-bundler-runtime',
] as const;

/** The package.json of a package whose `exports` do not list it: the nearest one above its entry with its name. */
function packageManifestPath(name: string): string {
  const entry = require.resolve(name);
  for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'package.json');
    if (existsSync(candidate) && (JSON.parse(readFileSync(candidate, 'utf8')) as { name?: string }).name === name) {
      return candidate;
    }
  }
  throw new Error(`no package.json of ${name} above ${entry}`);
}

/**
 * The federation runtime packages ship an ESM and a CommonJS build. The runtime plugins the federation
 * plugin injects `require()` them while the runtime API is `import`ed, so without these aliases the
 * runtime core is bundled twice (about 20 KB gzip). Every export is pointed at its ESM build.
 */
export function federationRuntimeEsmAliases(): Record<string, string> {
  const aliases: Record<string, string> = {};
  for (const name of FEDERATION_RUNTIME_PACKAGES) {
    const manifestPath = packageManifestPath(`@module-federation/${name}`);
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
      exports: Record<string, string | { import?: string | { default?: string } }>;
    };
    for (const [subpath, target] of Object.entries(manifest.exports)) {
      const esm = typeof target === 'object' ? target.import : undefined;
      const file = typeof esm === 'string' ? esm : esm?.default;
      if (!file) continue;
      const request = `@module-federation/${name}${subpath.slice(1)}`;
      aliases[`${request}$`] = path.join(path.dirname(manifestPath), file);
    }
  }
  return aliases;
}

const modules = (pattern: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${pattern})[\\\\/]`);

/** Vendor files by what loads them together; see `optimization` below. */
const VENDOR_GROUPS = {
  react: modules('react|react-dom|scheduler'),
  router: modules('react-router|react-router-dom|@remix-run[\\\\/]router'),
  redux:
    /[\\/]node_modules[\\/](@reduxjs[\\/]toolkit[\\/]dist[\\/](?!query)|redux|redux-thunk|immer|reselect|react-redux|use-sync-external-store)/,
};

/** Gzip and brotli copies of the matching assets, so the static server sends them precompressed. */
export function precompression(test: RegExp): CompressionPlugin[] {
  return (['gzip', 'brotliCompress'] as const).map(
    (algorithm) =>
      new CompressionPlugin({ test, algorithm, filename: `[path][base].${algorithm === 'gzip' ? 'gz' : 'br'}` }),
  );
}

/**
 * The one webpack setup of every web app: transpile-only TypeScript, CSS Modules scoped by app name,
 * Module Federation with the shared singletons, manifest-referenced remotes, precompressed assets.
 */
export function makeWebpackConfig(options: WebAppBuildOptions): Config {
  const { app: appName, dir, mode, exposes, host } = options;
  const app = webApp(appName);
  const production = mode === 'production';
  // Production CSS goes to .css files, for remotes too (their webpack runtime loads a chunk's CSS
  // with it): CSS inside JavaScript would be downloaded, parsed and injected as script.
  const cssLoader = production ? MiniCssExtractPlugin.loader : 'style-loader';

  return {
    mode,
    context: dir,
    // Remotes have no page of their own: their only entry is the federation container.
    entry: host ? { main: './src/index.ts' } : {},
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    target: 'web',
    output: {
      path: path.join(dir, 'dist'),
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      // The shell serves deep links (/services/...), so its chunks load from the root; remotes load
      // from wherever their manifest says they live.
      publicPath: host ? '/' : 'auto',
      uniqueName: app.federationName,
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs'], alias: federationRuntimeEsmAliases() },
    module: {
      rules: [
        typeScriptRule(dir),
        {
          test: /\.module\.css$/,
          use: [
            cssLoader,
            {
              loader: 'css-loader',
              options: {
                modules: {
                  // Prefixed by the app, so no remote's class can collide with another's.
                  localIdentName: production ? `${appName}-[hash:base64:6]` : `${appName}__[name]__[local]`,
                  namedExport: false,
                  exportLocalsConvention: 'as-is',
                },
              },
            },
          ],
        },
        { test: /\.css$/, exclude: /\.module\.css$/, use: [cssLoader, 'css-loader'] },
        { test: /\.(png|jpe?g|webp|avif|svg|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: app.federationName,
        filename: 'remoteEntry.js',
        exposes,
        remotes: host ? {} : undefined,
        shared: sharedSingletons(),
        runtimePlugins: host?.runtimePlugins,
        // A dead remote must not be fetched at start-up just to negotiate shared versions.
        shareStrategy: 'loaded-first',
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        // The shell ships the federation runtime once; remotes use it instead of carrying their own.
        experiments: {
          asyncStartup: true,
          optimization: { target: 'web' },
          ...(host ? { provideExternalRuntime: true } : { externalRuntime: true }),
        },
      }),
      ...(host
        ? [
            // index.html is replaced by the prerendered home page (tooling/src/prerender.ts); app.html
            // stays the bare page every other path falls back to.
            ...['index.html', 'app.html'].map(
              (filename) =>
                new HtmlWebpackPlugin({ template: './public/index.html', filename, scriptLoading: 'defer' }),
            ),
            new CopyPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }] }),
          ]
        : []),
      ...(production ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css' })] : []),
      ...(production ? precompression(/\.(js|css|html|json|svg)$/) : []),
    ],
    // Packages that always load together go in one file each, so a first visit makes a handful of
    // requests instead of a dozen (an HTTP/1.1 host serves six at a time). RTK Query stays apart: only
    // pages that call the API load it. Host only: a remote's copies are fallbacks, loaded one by one
    // when the host has none (immer for RTK Query), so grouping them would fetch the rest for nothing.
    optimization:
      production && host
        ? {
            splitChunks: {
              cacheGroups: Object.fromEntries(
                Object.entries(VENDOR_GROUPS).map(([name, test]) => [
                  name,
                  { test, name, chunks: 'all', enforce: true },
                ]),
              ),
            },
          }
        : undefined,
    performance: { hints: false },
    // Expected with publicPath 'auto': remotes resolve their chunks from wherever the manifest was fetched.
    ignoreWarnings: [{ message: /Manifest will use absolute path resolution/ }],
    stats: 'errors-warnings',
    devServer: {
      port: app.port,
      host: '127.0.0.1',
      hot: true,
      historyApiFallback: !!host,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { warnings: false, errors: true } },
    },
  };
}
