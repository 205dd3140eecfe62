// @ts-check
import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The web apps: they meet only through Module Federation and `@clean/shared`, never by importing each other. */
const WEB_APPS = ['shell', 'remote-public', 'remote-booking', 'remote-admin', 'remote-popup', 'remote-crew'];
/** Every deployable unit; `shared/` may import none of them. */
const UNITS = [...WEB_APPS, 'api', 'payment-sandbox', 'messaging-sandbox'];

const featuresOf = (app) => {
  try {
    return readdirSync(new URL(`./${app}/src/features`, import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};

/**
 * The import boundaries (docs/ARCHITECTURE.md#front-end-layers-and-lint-boundaries, after
 * bulletproof-react): a unit's source never imports another unit, `shared/` never imports a unit, and
 * inside an app the layers point one way (app → pages → features → components, hooks, lib, content,
 * config) with no feature reaching into another feature.
 */
const boundaryZones = [
  ...UNITS.map((unit) => ({
    // Source only: a test may start another unit in-process (the API's tests run the payment sandbox).
    target: `./${unit}/src`,
    from: UNITS.filter((other) => other !== unit).map((other) => `./${other}`),
    message: 'Units meet through @clean/shared and Module Federation, never by importing each other.',
  })),
  {
    target: './shared',
    from: [...UNITS, 'tooling', 'e2e'].map((unit) => `./${unit}`),
    message: '@clean/shared is imported by the apps; it never imports one.',
  },
  ...WEB_APPS.flatMap((app) => [
    ...featuresOf(app).map((feature) => ({
      target: `./${app}/src/features/${feature}`,
      from: `./${app}/src/features`,
      except: [`./${feature}`],
      message: 'A feature never imports another feature; compose them in pages or src/app.',
    })),
    {
      target: ['components', 'hooks', 'lib', 'content', 'config'].map((layer) => `./${app}/src/${layer}`),
      from: ['features', 'pages', 'app'].map((layer) => `./${app}/src/${layer}`),
      message: 'Shared layers of an app never import features, pages or the app layer.',
    },
    {
      target: `./${app}/src/features`,
      from: ['pages', 'app'].map((layer) => `./${app}/src/${layer}`),
      message: 'Features never import pages or the app layer.',
    },
  ]),
];

/**
 * The API's layers (docs/ARCHITECTURE.md#api-layers), from the request inward: each folder of `api/src`
 * and the folders it may import; every other folder of `api/src` is refused, so a new folder is
 * importable from nowhere until it is placed here. Nothing points back up: a folder imports only folders
 * listed after it, never one before. `tooling/test/lint-boundaries.test.ts` proves each zone and that
 * every folder has one.
 */
const API_LAYERS = [
  [
    'commands',
    ['services', 'repositories', 'db', 'security', 'config', 'domain'],
    'Commands are entry points, like the server.',
  ],
  [
    'routes',
    ['plugins', 'services', 'payments', 'http', 'security', 'config', 'domain'],
    'Routes parse, call a service and answer; rows, messages and jobs stay behind the services.',
  ],
  [
    'plugins',
    ['services', 'payments', 'messages', 'repositories', 'jobs', 'db', 'cache', 'http', 'security', 'config', 'domain'],
    'Plugins wire the app; they never import a route or a command.',
  ],
  [
    'services',
    ['payments', 'messages', 'repositories', 'jobs', 'db', 'cache', 'files', 'http', 'security', 'config', 'domain'],
    'Services are called by routes, plugins and commands; they never import them.',
  ],
  [
    'payments',
    ['repositories', 'db', 'http', 'config', 'domain'],
    "The payment provider's client is called by services; it never imports one.",
  ],
  [
    'messages',
    ['repositories', 'jobs', 'db', 'config', 'domain'],
    'Messages are queued and delivered for services; they never import one.',
  ],
  [
    'http',
    ['cache', 'security', 'config', 'domain'],
    'HTTP helpers (errors, route options, caching) know no service, row or message.',
  ],
  [
    'repositories',
    ['jobs', 'db', 'security', 'config', 'domain'],
    'Repositories read and write rows; services call them, never the other way round.',
  ],
  ['jobs', ['db', 'config', 'domain'], 'The job queue sits on the database; it knows no repository or service.'],
  [
    'db',
    ['cache', 'domain'],
    'The database layer (schema, client, migrations, transactions) imports no repository or service.',
  ],
  ['cache', [], 'The read caches and their change feed import nothing of the app.'],
  ['files', [], 'Object storage keeps bytes under keys; it knows no row, service or request.'],
  ['config', ['security'], 'Configuration is parsed before anything else exists; it imports no layer above it.'],
  ['security', ['domain'], 'Passwords, tokens, ciphers and counters know no configuration, row or request.'],
  ['domain', [], 'The domain layer is pure rules: no database, repository, service, route, plugin or config.'],
];

/** The folders of `api/src`, read at lint time: a folder missing from API_LAYERS is importable from nowhere. */
const apiFolders = readdirSync(new URL('./api/src', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const apiLayerZones = [
  ...API_LAYERS.map(([folder, imports, message]) => ({
    target: `./api/src/${folder}`,
    from: apiFolders
      .filter((other) => other !== folder && !imports.includes(other))
      .map((other) => `./api/src/${other}`),
    message,
  })),
  {
    // The process: server.ts, app.ts and its logger are the top, imported by no layer (commands use the logger).
    target: apiFolders.map((folder) => `./api/src/${folder}`),
    from: ['./api/src/app.ts', './api/src/server.ts'],
    message: 'The app and the server are the top of the API; no layer imports them.',
  },
  {
    target: apiFolders.filter((folder) => folder !== 'commands').map((folder) => `./api/src/${folder}`),
    from: './api/src/logger.ts',
    message:
      "The logger's options are the process's (server.ts, commands); a layer logs with the request's or app's logger.",
  },
];

/**
 * The soft-delete rule is written once, `liveAppointment` (and `deletedAppointment`) in
 * api/src/repositories/appointment-scopes.ts (docs/ARCHITECTURE.md#api-layers): a query composes it
 * instead of spelling `deleted_at` out, in drizzle or in raw SQL.
 */
const SOFT_DELETE_SPELLED_OUT = [
  {
    selector:
      "CallExpression[callee.name=/^is(Not)?Null$/] > MemberExpression.arguments[object.name='appointments'][property.name='deletedAt']",
    message: 'A live (or deleted) appointment is `liveAppointment` (`deletedAppointment`) of appointment-scopes.ts.',
  },
  {
    selector: "TemplateLiteral > MemberExpression.expressions[object.name='appointments'][property.name='deletedAt']",
    message: 'Compose `liveAppointment` (or `deletedAppointment`) of appointment-scopes.ts into the SQL.',
  },
  {
    selector: 'TemplateElement[value.raw=/deleted_at\\s+IS\\s+(NOT\\s+)?NULL/i]',
    message: 'Compose `liveAppointment` (or `deletedAppointment`) of appointment-scopes.ts into the SQL.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.tsbuild/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'api/drizzle/**',
      // Deliberately wrong imports that tooling/test/lint-boundaries.test.ts lints to prove the rules fire.
      'tooling/test/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'check-file': checkFile, 'import-x': importX },
    settings: {
      // How the boundary rules resolve an import: TypeScript's resolver. They only resolve, never read
      // the file imported; import cycles are oxlint's (.oxlintrc.json), 2 CPU-seconds against 19.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['*/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...boundaryZones, ...apiLayerZones] }],
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      // One naming rule for the whole repository (docs/ARCHITECTURE.md): kebab-case files and folders.
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/src/**/': 'KEBAB_CASE' }],
    },
  },
  {
    // Test helpers render with fake hosts; application code never imports them.
    files: ['*/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@clean/shared/testing', message: 'Test helpers are for tests only.' }] },
      ],
    },
  },
  {
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/repositories/appointment-scopes.ts'],
    rules: { 'no-restricted-syntax': ['error', ...SOFT_DELETE_SPELLED_OUT] },
  },
  {
    // Routes parse, call one service or repository and answer (docs/ARCHITECTURE.md, API layers): they
    // hand `app.deps` to a service, and call a repository (a read with no rule) through `app.repos`.
    files: ['api/src/routes/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...SOFT_DELETE_SPELLED_OUT,
        {
          selector: "CallExpression > MemberExpression.arguments[property.name='repos']",
          message: 'Routes hand `app.deps` to a service, not `app.repos`.',
        },
        {
          selector:
            "CallExpression > MemberExpression.callee > MemberExpression.object > MemberExpression.object[property.name='deps']",
          message: 'Routes hand `app.deps` to a service; they never call a repository through it.',
        },
      ],
    },
  },
  {
    // Scripts and servers talk to a terminal.
    files: [
      'tooling/**/*.ts',
      'api/**/*.ts',
      'payment-sandbox/**/*.ts',
      'messaging-sandbox/**/*.ts',
      'e2e/**/*.ts',
      '**/bench/**/*.ts',
    ],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
