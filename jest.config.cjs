// One jest run for the whole repository: one project per workspace, all transpile-only with swc (type
// checking is `tsc -b`). Plain JS so jest needs no TypeScript loader for its own config.

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
      '^(?!.*/node_modules/(@electric-sql|drizzle-orm|cookie|content-disposition|react-calendar|@wojtekmaj|get-user-locale|memoize|mimic-function)/).*/node_modules/',
    ],
    moduleNameMapper: {
      '\\.(css)$': 'identity-obj-proxy',
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
  projects: [
    project('tooling', 'node'),
    project('shared', 'jsdom'),
    project('shell', 'jsdom'),
    project('remote-public', 'jsdom'),
    project('remote-booking', 'jsdom'),
    project('remote-admin', 'jsdom'),
    project('remote-popup', 'jsdom'),
    project('api', 'node'),
    project('payment-sandbox', 'node'),
  ],
};
