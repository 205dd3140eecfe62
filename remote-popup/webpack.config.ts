/**
 * Three builds out of one `webpack` run, all into `dist/`:
 * - `federated`: the remote the other apps consume (`popup/popup`, `mf-manifest.json`);
 * - `inline`: the standalone `inline.js` a merchant page loads with one script tag (no federation, no
 *   React, no shared scope; an IIFE that defines `window.CleanPop` and, when absent,
 *   `window.PaystackPop`), plus the demo merchant page `demo.html`. Budget: 9 KB gzip
 *   (`npm run size -w remote-popup`). The device wallet's code is `wallet.js` beside it, loaded only
 *   when a wallet flow starts (`src/core/load-wallet-script.ts`);
 * - `package`: the importable ES module `dist/lib/index.mjs` (see `packageConfig`).
 * `inline` runs after `federated`, whose output cleaning would otherwise race with it.
 */
import path from 'node:path';
import CopyPlugin from 'copy-webpack-plugin';
import { NormalModuleReplacementPlugin, type Configuration } from 'webpack';
import {
  devtoolFor,
  makeWebpackConfig,
  precompression,
  productionMinimizer,
  typeScriptRule,
} from '@clean/tooling/webpack';

type Mode = 'production' | 'development';

/**
 * swc to ES2020 for merchant pages' older browsers, assuming public class fields may be assigned
 * (`this.x = v`) rather than defined: none of ours shadows a setter, and the `defineProperty` helper
 * and its calls cost every class bytes.
 */
function standaloneTypeScriptRule() {
  const rule = typeScriptRule(__dirname, 'es2020') as { options: { jsc: Record<string, unknown> } };
  return {
    ...rule,
    options: { ...rule.options, jsc: { ...rule.options.jsc, assumptions: { setPublicClassFields: true } } },
  };
}

function inlineConfig(mode: Mode): Configuration {
  const production = mode === 'production';
  return {
    name: 'inline',
    dependencies: ['federated'],
    mode,
    context: __dirname,
    entry: { inline: './src/inline.ts', wallet: './src/wallet.ts' },
    devtool: devtoolFor(mode),
    target: ['web', 'es2020'],
    output: {
      path: path.join(__dirname, 'dist'),
      // A stable address merchants paste into their pages.
      filename: '[name].js',
      iife: true,
      clean: false,
    },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: [standaloneTypeScriptRule()] },
    optimization: {
      splitChunks: false,
      runtimeChunk: false,
      // The standalone file's size is what merchants pay for: swc's minifier writes it smaller than terser.
      ...(production ? { minimizer: [productionMinimizer()] } : {}),
    },
    plugins: [
      // The wallet's code from `wallet.js` instead of bundled (docs/DECISIONS.md, "The standalone popup's wallet code loads on demand").
      new NormalModuleReplacementPlugin(/[\\/]load-wallet$/, './load-wallet-script'),
      new CopyPlugin({ patterns: [{ from: 'public' }] }),
      ...(production ? precompression(/\.(js|html)$/) : []),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * The package build (`@clean/remote-popup`, `exports` in package.json): `dist/lib/index.mjs`, an ES
 * module of `src/index.ts` that a merchant's bundler consumes as it is, in place of
 * `@paystack/inline-js` (an alias); not minified, since the merchant's bundler minifies. Its type
 * declarations come from `tsc -p tsconfig.lib.json`. Evaluating it touches neither `window` nor `document`.
 */
function packageConfig(mode: Mode): Configuration {
  return {
    name: 'package',
    dependencies: ['inline'],
    mode,
    context: __dirname,
    entry: { index: './src/index.ts' },
    devtool: false,
    target: ['web', 'es2020'],
    experiments: { outputModule: true },
    output: {
      path: path.join(__dirname, 'dist', 'lib'),
      // .mjs: an ES module to every tool, without `"type": "module"` for the whole workspace.
      filename: '[name].mjs',
      module: true,
      library: { type: 'module' },
      clean: false,
    },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: [standaloneTypeScriptRule()] },
    optimization: { minimize: false, splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

export default (_env: unknown, argv: { mode?: Mode }) => {
  const mode = argv.mode ?? 'production';
  return [
    {
      ...makeWebpackConfig({ app: 'popup', dir: __dirname, mode, exposes: { './popup': './src/index.ts' } }),
      name: 'federated',
    },
    inlineConfig(mode),
    packageConfig(mode),
  ];
};
