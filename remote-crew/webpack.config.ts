import { makeWebpackConfig } from '@clean/tooling/webpack';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) =>
  makeWebpackConfig({
    app: 'crew',
    dir: __dirname,
    mode: argv.mode ?? 'production',
    exposes: { './pages': './src/app/pages.ts' },
  });
