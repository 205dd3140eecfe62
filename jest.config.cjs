// One jest run for the whole repository: one project per workspace, all transpile-only with swc (type
// checking is `tsc -b`). Plain JS so jest needs no TypeScript loader for its own config.

const { TEST_TIMEOUT_MS } = require('./tooling/src/jest-test-timeout.cjs');

// One id per jest run, set in the parent before its workers start (they inherit it): the API test
// files of a run share one migrated PGlite template (api/test/helpers/pglite-template.ts). An
// environment variable, not a project global: the globals are part of the key of jest's transform
// cache, so an id among them would make every run compile every API module again.
process.env.API_TEST_RUN ??= `${process.pid}-${Date.now()}`;

/** swc options for one kind of source: CommonJS (jest's runtime), React's automatic JSX runtime. */
const swc = (parser) => [
  '@swc/jest',
  {
    swcrc: false,
    jsc: { parser, target: 'es2022', transform: { react: { runtime: 'automatic' } } },
    module: { type: 'commonjs' },
  },
];

// As TypeScript reads them: JSX only in .tsx (in .ts, `<T>` is a type), plain JavaScript for the
// ESM-only packages below.
const transform = {
  '^.+\\.ts$': swc({ syntax: 'typescript' }),
  '^.+\\.tsx$': swc({ syntax: 'typescript', tsx: true }),
  '^.+\\.jsx?$': swc({ syntax: 'ecmascript', jsx: true }),
  '^.+\\.svg$': '<rootDir>/../tooling/src/jest-svg-markup.cjs',
};

/** @param {string} dir @param {'node'|'jsdom'} environment @param {object} [extra] */
function project(dir, environment, extra = {}) {
  return {
    displayName: dir,
    rootDir: `<rootDir>/${dir}`,
    testEnvironment: environment,
    transform,
    // ESM-only packages (also when nested) that jest must transpile to CommonJS: its runtime cannot
    // require() ES modules on Node 20.
    transformIgnorePatterns: [
      '^(?!.*/node_modules/(@electric-sql|drizzle-orm|cookie|content-disposition|react-calendar|@wojtekmaj|get-user-locale|memoize|mimic-function|pg-boss|serialize-error|non-error|rrule-temporal|@js-temporal|temporal-polyfill|nanoid)/).*/node_modules/',
    ],
    moduleNameMapper: {
      '\\.(css)$': 'identity-obj-proxy',
      // An illustration's markup, as webpack's `asset/source` gives it (tooling/src/jest-svg-markup.cjs).
      '^(.+\\.svg)\\?inline$': '$1',
      '\\.(png|jpe?g|webp|avif|svg)$': '<rootDir>/../tooling/src/jest-file-stub.cjs',
    },
    testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    ...(environment === 'jsdom' ? { setupFilesAfterEnv: ['<rootDir>/../tooling/src/jest-dom-setup.ts'] } : {}),
    ...extra,
  };
}

module.exports = {
  rootDir: __dirname,
  // Every core (jest's default leaves one to itself): test files are independent, and each API file
  // makes its own databases.
  maxWorkers: '100%',
  // Every test and hook (jest's 5 s is too short on a busy machine): tooling/src/jest-test-timeout.cjs.
  testTimeout: TEST_TIMEOUT_MS,
  globalTeardown: '<rootDir>/tooling/src/jest-global-teardown.cjs',
  projects: [
    project('tooling', 'node'),
    project('shared', 'jsdom'),
    project('shell', 'jsdom'),
    project('remote-public', 'jsdom'),
    project('remote-booking', 'jsdom'),
    project('remote-admin', 'jsdom'),
    project('remote-popup', 'jsdom'),
    project('remote-crew', 'jsdom'),
    // In long-lived processes rather than a vm context per file (tooling/src/jest-api-runner.mjs).
    project('api', 'node', {
      runner: '<rootDir>/../tooling/src/jest-api-runner.mjs',
      setupFilesAfterEnv: ['<rootDir>/../tooling/src/jest-api-timeouts.ts'],
    }),
    project('payment-sandbox', 'node'),
    project('messaging-sandbox', 'node'),
  ],
};
