import { makeWebpackConfig } from '@clean/tooling/src/make-webpack-config';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) =>
  makeWebpackConfig({
    app: 'popup',
    dir: __dirname,
    mode: argv.mode ?? 'production',
    exposes: { './popup': './src/index.ts' },
  });
