// One jest run for the whole repository: one project per workspace, all transpile-only (type checking
// is `tsc -b`). Plain JS so jest needs no TypeScript loader for its own config.
const tsTransform = {
  '^.+\\.(t|j)sx?$': [
    'ts-jest',
    {
      tsconfig: {
        module: 'CommonJS',
        moduleResolution: 'Node10',
        target: 'ES2022',
        jsx: 'react-jsx',
        esModuleInterop: true,
        isolatedModules: true,
        allowJs: true,
      },
      diagnostics: false,
    },
  ],
};

/** @param {string} dir @param {'node'|'jsdom'} environment @param {object} [extra] */
function project(dir, environment, extra = {}) {
  return {
    displayName: dir,
    rootDir: `<rootDir>/${dir}`,
    testEnvironment: environment,
    transform: tsTransform,
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
