import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runtimeConfig } from '@clean/shared/runtime-config';
import { parse } from 'yaml';
import { FEDERATION_MANIFEST, remoteApps, servers, webApp } from '../src/apps';

// No Docker engine runs where the tests run, so the deployment description is checked against the
// same app/port table the local start script and the e2e servers use.
const root = path.resolve(__dirname, '../..');
interface Service {
  build?: { target?: string; args?: Record<string, string> };
  ports?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  deploy?: { replicas?: number };
}
const compose = parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
};
const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');

describe('docker-compose.yml', () => {
  it.each(remoteApps.map((app) => [app.dir, app] as const))(
    'runs %s from its own build on its own port',
    (dir, app) => {
      const service = compose.services[dir];
      expect(service).toBeDefined();
      expect(service!.build).toMatchObject({ target: 'web', args: { APP_DIR: dir, APP: app.name } });
      expect(service!.ports).toEqual([`${app.port}:${app.port}`]);
    },
  );

  it('runs the shell with its public pages prerendered for the runtime config it is given', () => {
    const shell = compose.services.shell!;
    expect(shell.build).toMatchObject({ target: 'shell' });
    const { port } = webApp('shell');
    expect(shell.ports).toEqual([`${port}:${port}`]);
    const mount = shell.volumes?.find((volume) => volume.endsWith(':/config/config.json:ro')) ?? '';
    expect(mount).not.toBe('');
    expect(dockerfile).toMatch(/FROM source AS prerendered[\s\S]*install[^\n]*chromium/);
    expect(dockerfile).toContain(`ARG RUNTIME_CONFIG=${mount.split(':')[0]!.replace(/^\.\//, '')}`);
    expect(dockerfile).toMatch(/npm run prerender -- --config "\$RUNTIME_CONFIG"/);
    expect(dockerfile).toMatch(/FROM source AS shell\nCOPY --from=prerendered \/repo\/shell\/dist shell\/dist/);
  });

  it('gives the shell a runtime config that is valid and points at the published ports', () => {
    const shell = compose.services.shell!;
    expect(shell.environment?.RUNTIME_CONFIG_FILE).toBe('/config/config.json');
    const mount = shell.volumes?.find((volume) => volume.endsWith(':/config/config.json:ro'));
    expect(mount).toBeDefined();
    const file = path.join(root, mount!.split(':')[0]!);
    const config = runtimeConfig.parse(JSON.parse(readFileSync(file, 'utf8')));
    for (const app of remoteApps) {
      expect(config.remotes[app.name]).toBe(`http://localhost:${app.port}/${FEDERATION_MANIFEST}`);
    }
    expect(config.apiBaseUrl).toBe(`http://localhost:${servers.api.port}`);
  });

  it('runs two API replicas on PostgreSQL behind a balancer on the API port', () => {
    const api = compose.services.api!;
    expect(api.build).toMatchObject({ target: 'server', args: { WORKSPACE: 'api' } });
    expect(api.deploy?.replicas).toBeGreaterThanOrEqual(2);
    expect(api.environment?.DATABASE_URL).toMatch(/^postgres:\/\/[^@]+@postgres:5432\//);
    expect(api.depends_on?.postgres?.condition).toBe('service_healthy');
    expect(compose.services['api-balancer']!.ports).toEqual([`${servers.api.port}:${servers.api.port}`]);
  });

  it('publishes the payment sandbox API and checkout ports', () => {
    const sandbox = compose.services['payment-sandbox']!;
    expect(sandbox.build).toMatchObject({ target: 'server', args: { WORKSPACE: 'payment-sandbox' } });
    expect(sandbox.ports).toEqual([
      `${servers.paymentApi.port}:${servers.paymentApi.port}`,
      `${servers.checkout.port}:${servers.checkout.port}`,
    ]);
  });

  it('builds every target it names from the Dockerfile', () => {
    const targets = new Set(
      Object.values(compose.services).flatMap((service) => (service.build?.target ? [service.build.target] : [])),
    );
    for (const target of targets) expect(dockerfile).toMatch(new RegExp(`^FROM .+ AS ${target}$`, 'm'));
  });
});
