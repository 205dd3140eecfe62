/**
 * The import boundaries of eslint.config.mjs, proved by linting deliberately wrong imports: each
 * fixture is linted as if it stood at a path of the repository, and must fail with the rule that
 * guards that boundary, while the same import from an allowed place passes.
 */
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
    it('the domain imports no repository, service, database or route', async () => {
      for (const wrong of [
        "export { lockSlot } from '../repositories/appointment-repository';\n",
        "export { bookAppointment } from '../services/booking';\n",
        "export { appointments } from '../db/schema';\n",
        "export { loadConfig } from '../config';\n",
      ]) {
        expect(await rulesBroken(wrong, 'api/src/domain/wrong.ts')).toContain('import-x/no-restricted-paths');
      }
      const fine = "export { lagosNow } from '../lib/lagos-time';\n";
      expect(await rulesBroken(fine, 'api/src/domain/fine.ts')).toEqual([]);
    });

    it('a repository never imports a service, but may use the domain', async () => {
      const wrong = "export { bookAppointment } from '../services/booking';\n";
      expect(await rulesBroken(wrong, 'api/src/repositories/wrong.ts')).toContain('import-x/no-restricted-paths');
      const fine = "export { crewsAt } from '../domain/availability';\n";
      expect(await rulesBroken(fine, 'api/src/repositories/fine.ts')).toEqual([]);
    });

    it('a service never imports a route or a plugin, but may call a repository', async () => {
      const wrong = "export { sessionOf } from '../plugins/auth';\n";
      expect(await rulesBroken(wrong, 'api/src/services/wrong.ts')).toContain('import-x/no-restricted-paths');
      const fine = "export { lockSlot } from '../repositories/appointment-repository';\n";
      expect(await rulesBroken(fine, 'api/src/services/fine.ts')).toEqual([]);
    });

    it('a route never imports a repository or the database, but may call a service', async () => {
      for (const wrong of [
        "export { toSettings } from '../../../repositories/availability-repository';\n",
        "export { appointments } from '../../../db/schema';\n",
      ]) {
        expect(await rulesBroken(wrong, 'api/src/routes/api/admin/wrong.ts')).toContain('import-x/no-restricted-paths');
      }
      const fine = "export { currentSettings } from '../../../services/availability-settings';\n";
      expect(await rulesBroken(fine, 'api/src/routes/api/admin/fine.ts')).toEqual([]);
    });

    it('a route never calls a repository, but hands app.deps to a service', async () => {
      const route = (body: string) =>
        "import type { FastifyInstance } from 'fastify';\n" +
        "import { listAppointments } from '../../../services/appointments';\n" +
        `export const handler = (app: FastifyInstance) => ${body};\n`;
      for (const wrong of [
        route("app.repos.appointments.findById('id')"),
        route("app.deps.appointments.findById('id')"),
        route('listAppointments(app.repos, { page: 1, pageSize: 20, filters: {} }, new Date())'),
      ]) {
        expect(await rulesBroken(wrong, 'api/src/routes/api/admin/wrong.ts')).toContain('no-restricted-syntax');
      }
      const fine = route('listAppointments(app.deps, { page: 1, pageSize: 20, filters: {} }, new Date())');
      expect(await rulesBroken(fine, 'api/src/routes/api/admin/fine.ts')).toEqual([]);
    });
  });

  it('an import cycle is refused', async () => {
    const results = await eslint.lintFiles([path.join(__dirname, 'fixtures/import-cycle')]);
    const rules = results.flatMap((result) => result.messages.map((message) => message.ruleId));
    expect(rules).toContain('import-x/no-cycle');
  });
});
