/**
 * The import boundaries of eslint.config.mjs (and the cycle rule of .oxlintrc.json), proved by linting
 * deliberately wrong imports: each
 * fixture is linted as if it stood at a path of the repository, and must fail with the rule that
 * guards that boundary, while the same import from an allowed place passes.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(__dirname, '../..');
// `ignore: false`: the fixtures folder is ignored by `npm run lint`, on purpose.
const eslint = new ESLint({ cwd: root, ignore: false });

async function rulesBroken(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

jest.setTimeout(60_000);

describe('import boundaries', () => {
  it('a remote never imports another remote', async () => {
    const wrong = "import HomePage from '../../../remote-public/src/pages/home-page';\nexport default HomePage;\n";
    expect(await rulesBroken(wrong, 'remote-booking/src/pages/wrong.tsx')).toContain('import-x/no-restricted-paths');
  });

  it('the shell never imports a remote', async () => {
    const wrong = "export { pages } from '../../../remote-admin/src/app/pages';\n";
    expect(await rulesBroken(wrong, 'shell/src/app/wrong.ts')).toContain('import-x/no-restricted-paths');
  });

  it('shared never imports an app', async () => {
    const wrong = "export { routes } from '../../shell/src/app/router';\n";
    expect(await rulesBroken(wrong, 'shared/src/wrong.ts')).toContain('import-x/no-restricted-paths');
  });

  it("a feature never imports another feature's internals, but may import its own", async () => {
    const otherFeature = "export { useContactForm } from '../../contact/hooks/use-contact-form';\n";
    expect(await rulesBroken(otherFeature, 'remote-public/src/features/pricing/components/wrong.ts')).toContain(
      'import-x/no-restricted-paths',
    );
    const ownFeature = "export { useContactForm } from '../hooks/use-contact-form';\n";
    expect(await rulesBroken(ownFeature, 'remote-public/src/features/contact/components/fine.ts')).toEqual([]);
  });

  it('shared components never import a feature', async () => {
    const wrong = "export { PricingCatalogue } from '../../features/pricing/components/pricing-catalogue';\n";
    expect(await rulesBroken(wrong, 'remote-public/src/components/section/wrong.ts')).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('application code never imports the test helpers', async () => {
    const wrong = "export { renderWithProviders } from '@clean/shared/testing';\n";
    expect(await rulesBroken(wrong, 'remote-booking/src/pages/wrong.ts')).toContain('no-restricted-imports');
  });

  describe('the API layers', () => {
    /**
     * Per folder of `api/src`: where a file of it stands, imports its zone refuses (one or more per
     * layer above it or beside it), and one it allows.
     */
    const API_CASES: Record<string, { at: string; wrong: string[]; fine: string }> = {
      commands: {
        at: 'api/src/commands/wrong.ts',
        wrong: ['../app', '../routes/api', '../plugins/auth', '../http/http-errors', '../messages/queue-message'],
        fine: '../services/prepare-database',
      },
      routes: {
        at: 'api/src/routes/api/admin/wrong.ts',
        wrong: [
          '../../../repositories/availability-repository',
          '../../../db/schema',
          '../../../messages/queue-message',
          '../../../jobs/job-queue',
          '../../../cache/read-cache',
          '../../../commands/volume-seed',
          '../../../app',
        ],
        fine: '../../../services/availability-settings',
      },
      plugins: {
        at: 'api/src/plugins/wrong.ts',
        wrong: ['../routes/api', '../commands/volume-seed', '../app'],
        fine: '../services/expired-bookings',
      },
      services: {
        at: 'api/src/services/wrong.ts',
        wrong: ['../plugins/auth', '../routes/plan-action-deps', '../commands/volume-seed', '../logger'],
        fine: '../repositories/appointment-repository',
      },
      payments: {
        at: 'api/src/payments/wrong.ts',
        wrong: ['../services/booking', '../messages/queue-message', '../plugins/auth'],
        fine: '../repositories/plan-repository',
      },
      messages: {
        at: 'api/src/messages/wrong.ts',
        wrong: ['../services/outbox', '../payments/provider-client', '../http/http-errors'],
        fine: '../repositories/outbox-repository',
      },
      http: {
        at: 'api/src/http/wrong.ts',
        wrong: ['../services/booking', '../repositories/appointment-repository', '../db/schema', '../plugins/auth'],
        fine: '../cache/read-cache',
      },
      repositories: {
        at: 'api/src/repositories/wrong.ts',
        wrong: [
          '../services/booking',
          '../messages/queue-message',
          '../http/http-errors',
          '../payments/provider-client',
        ],
        fine: '../domain/availability',
      },
      jobs: {
        at: 'api/src/jobs/wrong.ts',
        wrong: ['../repositories/locks', '../services/outbox'],
        fine: '../db/client',
      },
      db: {
        at: 'api/src/db/wrong.ts',
        wrong: [
          '../repositories/catalogue-repository',
          '../services/prepare-database',
          '../jobs/job-queue',
          '../config',
        ],
        fine: '../cache/change-feed',
      },
      cache: {
        at: 'api/src/cache/wrong.ts',
        wrong: ['../config', '../db/client', '../http/http-errors'],
        fine: './read-cache',
      },
      files: {
        at: 'api/src/files/wrong.ts',
        wrong: ['../config', '../db/client', '../repositories/crew-job-repository', '../domain/photo-link'],
        fine: './object-store',
      },
      config: {
        at: 'api/src/config/wrong.ts',
        wrong: ['../payments/provider-client', '../db/client', '../domain/client-key'],
        fine: '../security/passwords',
      },
      security: {
        at: 'api/src/security/wrong.ts',
        wrong: ['../config', '../db/schema', '../http/http-errors', '../cache/read-cache'],
        fine: '../domain/client-key',
      },
      domain: {
        at: 'api/src/domain/wrong.ts',
        wrong: [
          '../repositories/appointment-repository',
          '../services/booking',
          '../db/schema',
          '../config',
          '../security/ids',
        ],
        fine: './client-key',
      },
    };

    it('every folder of api/src has a zone proved here', () => {
      const folders = readdirSync(path.join(root, 'api/src'), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name);
      expect(Object.keys(API_CASES).sort()).toEqual(folders.sort());
    });

    it.each(Object.entries(API_CASES))('%s/ imports only the layers under it', async (_folder, { at, wrong, fine }) => {
      for (const target of wrong) {
        expect({ target, rules: await rulesBroken(`export * from '${target}';\n`, at) }).toEqual({
          target,
          rules: expect.arrayContaining(['import-x/no-restricted-paths']),
        });
      }
      expect(await rulesBroken(`export * from '${fine}';\n`, at.replace('wrong.ts', 'fine.ts'))).toEqual([]);
    });

    it('a route hands app.deps to a service, and calls a repository only through app.repos', async () => {
      const route = (body: string) =>
        "import type { FastifyInstance } from 'fastify';\n" +
        "import { listAppointments } from '../../../services/appointments';\n" +
        `export const handler = (app: FastifyInstance) => ${body};\n`;
      for (const wrong of [
        route("app.deps.appointments.findById('id')"),
        route('listAppointments(app.repos, { page: 1, pageSize: 20, filters: {} }, new Date())'),
      ]) {
        expect(await rulesBroken(wrong, 'api/src/routes/api/admin/wrong.ts')).toContain('no-restricted-syntax');
      }
      const fine = route(
        "[listAppointments(app.deps, { page: 1, pageSize: 20, filters: {} }, new Date()), app.repos.appointments.findById('id')]",
      );
      expect(await rulesBroken(fine, 'api/src/routes/api/admin/fine.ts')).toEqual([]);
    });
  });

  describe('the soft-delete rule is written once', () => {
    const header =
      "import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';\n" +
      "import { appointments } from '../db/schema';\n" +
      "import { deletedAppointment, liveAppointment } from './appointment-scopes';\n";

    it.each([
      ['drizzle', 'export const live = isNull(appointments.deletedAt);\n'],
      ['drizzle, deleted', 'export const gone = and(eq(appointments.id, "a"), isNotNull(appointments.deletedAt));\n'],
      ['a column in SQL', 'export const live = sql`${appointments.deletedAt} IS NULL AND ${appointments.payment}`;\n'],
      ['raw SQL', 'export const live = sql`SELECT id FROM appointments WHERE deleted_at IS NULL`;\n'],
      [
        'raw SQL, deleted',
        'export const gone = sql`UPDATE appointments SET customer_id = NULL WHERE deleted_at is not null`;\n',
      ],
    ])('spelled out (%s) outside appointment-scopes.ts is refused', async (_kind, code) => {
      for (const at of [
        'api/src/repositories/wrong.ts',
        'api/src/commands/wrong.ts',
        'api/src/routes/api/admin/wrong.ts',
      ]) {
        expect({ at, rules: await rulesBroken(header + code, at) }).toEqual({
          at,
          rules: expect.arrayContaining(['no-restricted-syntax']),
        });
      }
    });

    it('is composed from appointment-scopes.ts, and defined there', async () => {
      const composed =
        header.replace('isNotNull, ', '') +
        'export const live = and(eq(appointments.id, "a"), liveAppointment);\n' +
        'export const gone = sql`UPDATE appointments SET customer_id = NULL WHERE ${deletedAppointment}`;\n' +
        'export const unowned = isNull(appointments.customerId);\n';
      expect(await rulesBroken(composed, 'api/src/repositories/fine.ts')).toEqual([]);
      const definition =
        "import { isNull } from 'drizzle-orm';\nimport { appointments } from '../db/schema';\n" +
        'export const liveAppointment = isNull(appointments.deletedAt);\n';
      expect(await rulesBroken(definition, 'api/src/repositories/appointment-scopes.ts')).toEqual([]);
    });
  });

  it('an import cycle is refused (oxlint, .oxlintrc.json)', async () => {
    // The repository's config without its ignore list, which leaves the fixtures out of `npm run lint`.
    const {
      ignorePatterns: _ignored,
      $schema: _schema,
      ...config
    } = JSON.parse(readFileSync(path.join(root, '.oxlintrc.json'), 'utf8')) as Record<string, unknown>;
    const folder = mkdtempSync(path.join(tmpdir(), 'oxlint-'));
    const configFile = path.join(folder, 'oxlintrc.json');
    writeFileSync(configFile, JSON.stringify(config));
    const oxlint = path.join(root, 'node_modules/.bin/oxlint');
    const fixture = path.join(__dirname, 'fixtures/import-cycle');
    const output = await new Promise<string>((resolve) => {
      // oxlint exits 1 when it finds an error: the report is what is asserted.
      execFile(oxlint, ['-c', configFile, '--format', 'json', fixture], { cwd: root }, (_error, stdout) =>
        resolve(stdout),
      );
    }).finally(() => rmSync(folder, { recursive: true, force: true }));
    const { diagnostics } = JSON.parse(output) as { diagnostics: { code: string; filename: string }[] };
    expect(diagnostics.map((found) => [found.code, path.basename(found.filename)]).sort()).toEqual([
      ['import(no-cycle)', 'first.ts'],
      ['import(no-cycle)', 'second.ts'],
    ]);
  });
});
