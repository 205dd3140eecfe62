import path from 'node:path';
import CompressionPlugin from 'compression-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { STRUCTURED_DATA_CHUNK } from '@clean/shared/prerender';
import type { Configuration, WebpackPluginInstance } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { FEDERATION_MANIFEST, webApp, type WebAppName } from '../apps';
import { recordCompat } from '../compat/build-record';
import { CompileHintPlugin } from './compile-hint';
import { federationRuntimeEsmAliases } from './federation-runtime-aliases';
import { sharedSingletons } from './shared-singletons';

export type Mode = 'production' | 'development';

/** What every app's webpack.config.ts passes, host or remote. */
export interface BaseBuildOptions {
  app: WebAppName;
  /** The app's folder (its webpack.config.ts passes `__dirname`). */
  dir: string;
  mode: Mode;
}

export type Config = Configuration & { devServer?: DevServerConfiguration };
type Rule = NonNullable<NonNullable<Configuration['module']>['rules']>[number];

/**
 * Transpile-only TypeScript and JSX with swc (type checking is `tsc -b`), to the repository's target
 * (tsconfig.base.json) or an older one. swc rather than ts-loader: a build spends its time here and in
 * the minifier, and swc does both in native code (docs/DECISIONS.md#builds-with-swc).
 */
export function typeScriptRule(_dir: string, target: SwcTarget = 'es2022'): Rule {
  return {
    test: /\.tsx?$/,
    loader: 'swc-loader',
    exclude: /node_modules/,
    options: {
      swcrc: false,
      sourceMaps: true,
      jsc: {
        target,
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
      },
    },
  };
}

/** The ECMAScript versions swc compiles to that a build of ours asks for. */
export type SwcTarget = 'es2020' | 'es2022';

/**
 * The production minifier: swc's, through webpack's own minimizer plugin, with terser's options
 * (two compress passes, webpack's default). It writes slightly smaller files than terser in well under
 * half the time.
 */
export function productionMinimizer(): WebpackPluginInstance {
  return new MinimizerPlugin({
    minify: MinimizerPlugin.swcMinify,
    terserOptions: { compress: { passes: 2 } },
  });
}

/** Gzip and brotli copies of the matching assets, so the static server sends them precompressed. */
export function precompression(test: RegExp): CompressionPlugin[] {
  return (['gzip', 'brotliCompress'] as const).map(
    (algorithm) =>
      new CompressionPlugin({ test, algorithm, filename: `[path][base].${algorithm === 'gzip' ? 'gz' : 'br'}` }),
  );
}

/**
 * The source maps of a production build: written beside the bundles for the team (a stack trace from
 * a visitor is read against them), but with no `sourceMappingURL` comment, so no browser asks for them,
 * and the static server refuses them (serve-static.ts). Why: docs/DECISIONS.md.
 */
export const PRODUCTION_DEVTOOL = 'hidden-source-map';

/** Development: fast rebuilds with line-accurate maps, served by the dev server. */
export const DEVELOPMENT_DEVTOOL = 'eval-cheap-module-source-map';

export const devtoolFor = (mode: Mode): string => (mode === 'production' ? PRODUCTION_DEVTOOL : DEVELOPMENT_DEVTOOL);

type FederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];

/**
 * The federation plugin with what host and remotes have in common: the shared singletons, loaded-first
 * sharing (a dead remote must not be fetched at start-up just to negotiate shared versions), the
 * manifest the runtime config points at, with what the build was made with (a remote's needs, the
 * shell's provisions: compat/build-record.ts), and async start-up. `own` adds the host's or the remote's part.
 */
export function federationPlugin(appName: WebAppName, own: FederationOptions): ModuleFederationPlugin {
  return new ModuleFederationPlugin({
    name: webApp(appName).federationName,
    filename: 'remoteEntry.js',
    shared: sharedSingletons(),
    shareStrategy: 'loaded-first',
    manifest: {
      fileName: FEDERATION_MANIFEST,
      additionalData: recordCompat(appName === 'shell' ? 'provider' : 'remote'),
    },
    dts: false,
    ...own,
    experiments: { asyncStartup: true, optimization: { target: 'web' }, ...own.experiments },
  });
}

/**
 * What every web app's build shares, host or remote: transpile-only TypeScript, CSS Modules scoped by
 * app name, hashed file names, precompressed assets and the dev server on the app's port. The host and
 * remote parts (federation-host.ts, federation-remote.ts) add the entry, public path and federation.
 */
export function baseConfig({
  app: appName,
  dir,
  mode,
}: BaseBuildOptions): Config & Required<Pick<Config, 'output' | 'plugins' | 'devServer'>> {
  const app = webApp(appName);
  const production = mode === 'production';
  // Production CSS goes to .css files, for remotes too (their webpack runtime loads a chunk's CSS
  // with it): CSS inside JavaScript would be downloaded, parsed and injected as script.
  const cssLoader = production ? MiniCssExtractPlugin.loader : 'style-loader';
  const plugins: WebpackPluginInstance[] = [
    ...(production ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css' })] : []),
    ...(production ? precompression(/\.(js|css|html|json|svg)$/) : []),
    // Our bundles hold what a visit runs, so V8 compiles each one whole while it downloads.
    ...(production ? [new CompileHintPlugin()] : []),
  ];

  return {
    mode,
    context: dir,
    devtool: devtoolFor(mode),
    target: 'web',
    output: {
      path: path.join(dir, 'dist'),
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: app.federationName,
      // A plain build starts from an empty dist/ but keeps the immutable releases (`npm run release`).
      clean: { keep: /^releases[\\/]/ },
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
        // An illustration imported with `?inline` is its SVG markup, drawn in the page's own document: an
        // SVG `<img>` costs the main thread a document of its own (docs/DECISIONS.md, "Illustrations drawn
        // inline").
        { test: /\.svg$/, resourceQuery: /inline/, type: 'asset/source' },
        { test: /\.(png|jpe?g|webp|avif|svg|woff2?)$/, resourceQuery: { not: [/inline/] }, type: 'asset/resource' },
      ],
    },
    plugins,
    optimization: production
      ? {
          minimizer: [productionMinimizer()],
          // The structured data's chunk keeps what it imports: a prerendered page leaves that chunk out of
          // its preloads (STRUCTURED_DATA_CHUNK), so a part split off it would be preloaded for nothing.
          splitChunks: { chunks: (chunk) => !chunk.canBeInitial() && chunk.name !== STRUCTURED_DATA_CHUNK },
        }
      : {},
    performance: { hints: false },
    // Expected: the shared-singletons module keeps some @clean/shared subpaths out of sharing on purpose
    // (BUNDLED_SUBPATHS); the federation plugin warns about that on every module that stays shared.
    ignoreWarnings: [{ message: /"singleton: true" is used together with "exclude/ }],
    stats: 'errors-warnings',
    devServer: {
      port: app.port,
      host: '127.0.0.1',
      hot: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { warnings: false, errors: true } },
    },
  };
}
