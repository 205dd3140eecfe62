import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { COMPAT_METADATA_KEY, compatRecordOf, SHARED_CONTRACT_VERSION, type CompatRecord } from '@clean/shared';
import type { RuntimeConfig } from '@clean/shared/runtime-config';
import type { moduleFederationPlugin } from '@module-federation/sdk';
import { FEDERATION_MANIFEST } from '../src/apps';
import { compatRecord, contractImports, recordCompat } from '../src/compat/build-record';
import { runCheckCompat } from '../src/compat/check-compat';

/** Builds as check-compat finds them: folders holding an `mf-manifest.json`, in a scratch folder. */
let scratch: string;
let server: Server;
let origin: string;

/** A manifest as a build writes it, with a compat record or none (a build older than the records). */
function writeBuild(dir: string, record?: CompatRecord): string {
  const folder = path.join(scratch, dir);
  mkdirSync(folder, { recursive: true });
  const metaData = { name: dir, ...(record ? { [COMPAT_METADATA_KEY]: record } : {}) };
  writeFileSync(path.join(folder, FEDERATION_MANIFEST), JSON.stringify({ id: dir, metaData, shared: [], exposes: [] }));
  return folder;
}

const shellRecord: CompatRecord = {
  sharedContract: '1.2.0',
  singletons: {
    react: { version: '19.3.1', range: '^19.3.1' },
    'react-router-dom': { version: '6.30.6', range: '^6.30.6' },
  },
};
const remoteRecord = (sharedContract: string, reactRange = '^19.0.0'): CompatRecord => ({
  sharedContract,
  singletons: { react: { version: reactRange.replace(/^\^/, ''), range: reactRange } },
});

/** Runs the command, collecting what it prints. */
async function checkCompat(...args: string[]): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCheckCompat(args, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out, err };
}

beforeAll(async () => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'clean-check-compat-'));
  // The scratch folder on loopback, as an environment serves its shell and remotes.
  server = createServer((request, response) => {
    try {
      const body = readFileSync(
        path.join(scratch, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)),
      );
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const shell = writeBuild('shell', shellRecord);
  const config: RuntimeConfig = {
    remotes: {
      public: `${origin}/public/${FEDERATION_MANIFEST}`,
      booking: `${origin}/booking/${FEDERATION_MANIFEST}`,
      admin: `${origin}/admin/${FEDERATION_MANIFEST}`,
      popup: `${origin}/popup/${FEDERATION_MANIFEST}`,
      crew: `${origin}/crew/${FEDERATION_MANIFEST}`,
    },
    apiBaseUrl: `${origin}/api`,
    publicSiteUrl: origin,
    payment: { publicKey: 'pk_test', apiHost: `${origin}/pay`, checkoutHost: `${origin}/checkout` },
  };
  writeFileSync(path.join(shell, 'config.json'), JSON.stringify(config));
  writeFileSync(path.join(scratch, 'elsewhere.json'), JSON.stringify(config));
  writeBuild('public', remoteRecord('1.0.0'));
  writeBuild('booking', remoteRecord('1.2.0'));
  writeBuild('admin', remoteRecord('1.1.0'));
  writeBuild('popup', remoteRecord('1.0.0'));
  writeBuild('crew', remoteRecord('1.0.0'));
  writeBuild('booking-next-major', remoteRecord('2.0.0'));
  writeBuild('booking-newer-minor', remoteRecord('1.3.0'));
  writeBuild('booking-react-20', remoteRecord('1.2.0', '^20.0.0'));
  writeBuild('booking-unrecorded');
  // A shell of the next major, which removed `company` from the root, and remotes of the major before.
  writeBuild('shell-next-major', { ...shellRecord, sharedContract: '2.0.0', exports: { '@clean/shared': ['paths'] } });
  writeBuild('booking-without-removed', { ...remoteRecord('1.2.0'), uses: { '@clean/shared': ['paths'] } });
  writeBuild('booking-with-removed', { ...remoteRecord('1.2.0'), uses: { '@clean/shared': ['company', 'paths'] } });
});

afterAll(() => {
  server.close();
  rmSync(scratch, { recursive: true, force: true });
});

const build = (name: string) => path.join(scratch, name);

describe('npm run check-compat', () => {
  it('accepts a remote build that needs only what the shell build provides, in one OK line', async () => {
    const result = await checkCompat('--remote', 'booking', '--build', build('booking'), '--shell', build('shell'));
    expect(result).toEqual({
      code: 0,
      out: [
        expect.stringMatching(
          /^OK: booking \(.*booking\/mf-manifest\.json\) fits the shell at .*shell\/mf-manifest\.json \(contract 1\.2\.0\)$/,
        ),
      ],
      err: [],
    });
  });

  it('refuses a build against another major of the shared contract, saying what it needs and what the shell has', async () => {
    const result = await checkCompat(
      '--remote',
      'booking',
      '--build',
      build('booking-next-major'),
      '--shell',
      build('shell'),
    );
    expect(result.code).toBe(1);
    expect(result.err).toEqual([
      expect.stringMatching(/^NOT COMPATIBLE: booking \(.*booking-next-major\/mf-manifest\.json\) with the shell at /),
      '  - needs the @clean/shared contract ^2.0.0 (built against 2.0.0); the shell provides 1.2.0',
    ]);
  });

  it('refuses a build against a newer minor of the contract than the shell has', async () => {
    const result = await checkCompat(
      '--remote',
      'booking',
      '--build',
      build('booking-newer-minor'),
      '--shell',
      build('shell'),
    );
    expect(result.code).toBe(1);
    expect(result.err).toContain(
      '  - needs the @clean/shared contract ^1.3.0 (built against 1.3.0); the shell provides 1.2.0',
    );
  });

  it('refuses a build whose singleton range leaves out the version the shell shares', async () => {
    const result = await checkCompat(
      '--remote',
      'booking',
      '--build',
      build('booking-react-20'),
      '--shell',
      build('shell'),
    );
    expect(result.code).toBe(1);
    expect(result.err).toContain('  - needs react ^20.0.0 (built with 20.0.0); the shell provides 19.3.1');
  });

  it('refuses a build that records nothing it needs', async () => {
    const result = await checkCompat(
      '--remote',
      'booking',
      '--build',
      build('booking-unrecorded'),
      '--shell',
      build('shell'),
    );
    expect(result.code).toBe(1);
    expect(result.err).toContain('  - its manifest records nothing it needs: rebuild it');
  });

  it('accepts a build of the previous contract major that imports nothing the shell removed, and names what is', async () => {
    const against = (remote: string) =>
      checkCompat('--remote', 'booking', '--build', build(remote), '--shell', build('shell-next-major'));
    expect((await against('booking-without-removed')).code).toBe(0);

    const stale = await against('booking-with-removed');
    expect(stale.code).toBe(1);
    expect(stale.err).toContain(
      '  - uses company from @clean/shared, which the shell no longer provides (contract 2.0.0)',
    );
  });

  it("finds the shell of an environment's config.json from the URL the shell serves it at", async () => {
    const result = await checkCompat(
      '--remote',
      'booking',
      '--build',
      build('booking'),
      '--config',
      `${origin}/shell/config.json`,
    );
    expect(result.code).toBe(0);
    expect(result.out).toEqual([expect.stringContaining(`fits the shell at ${origin}/shell/mf-manifest.json`)]);
  });

  it('finds the shell of a config file inside a shell build, and asks for --shell for one elsewhere', async () => {
    expect(
      (
        await checkCompat(
          '--remote',
          'booking',
          '--build',
          build('booking'),
          '--config',
          path.join(build('shell'), 'config.json'),
        )
      ).code,
    ).toBe(0);

    const elsewhere = await checkCompat(
      '--remote',
      'booking',
      '--build',
      build('booking'),
      '--config',
      build('elsewhere.json'),
    );
    expect(elsewhere.code).toBe(2);
    expect(elsewhere.err).toEqual([expect.stringContaining('add --shell')]);
  });

  it('checks every remote a config names, as deployed, when no remote is named', async () => {
    const result = await checkCompat('--config', `${origin}/shell/config.json`);
    expect(result).toEqual({
      code: 0,
      out: ['public', 'booking', 'admin', 'popup', 'crew'].map((remote) =>
        expect.stringMatching(new RegExp(`^OK: ${remote} \\(${origin}/${remote}/mf-manifest.json\\) fits`)),
      ),
      err: [],
    });
  });

  it('says why nothing could be checked, with exit code 2', async () => {
    expect(await checkCompat('--remote', 'checkout')).toEqual({
      code: 2,
      out: [],
      err: ['check-compat: unknown remote "checkout": one of public, booking, admin, popup, crew'],
    });
    const noShell = await checkCompat(
      '--remote',
      'booking',
      '--build',
      build('booking'),
      '--shell',
      build('booking-unrecorded'),
    );
    expect(noShell.code).toBe(2);
    expect(noShell.err).toEqual([expect.stringContaining('records nothing it provides: rebuild it')]);
  });
});

describe("a build's compat record", () => {
  /** The shared modules a remote's build uses, as the federation plugin lists them in its stats. */
  const used = [
    { name: 'react', version: '19.3.1', requiredVersion: '^19.0.0' },
    { name: 'react/jsx-runtime', version: '19.3.1', requiredVersion: '^19.3.1' },
    { name: 'react-router', version: '6.30.6', requiredVersion: '' },
    { name: '@clean/shared', version: '0.1.0', requiredVersion: '^0.1.0' },
    { name: '@clean/shared/api', version: '0.1.0', requiredVersion: '^0.1.0' },
  ];

  it('lists each singleton package it uses with its range, and stands for @clean/shared by the contract version', () => {
    expect(compatRecord(used)).toEqual({
      sharedContract: SHARED_CONTRACT_VERSION,
      singletons: {
        react: { version: '19.3.1', range: '^19.0.0' },
        'react-router': { version: '6.30.6', range: '^6.30.6' },
      },
    });
  });

  /** A compilation's modules as webpack's module graph has them: an app module and a federation one. */
  const reference = (request: string, ...references: (string[] | { name: string[] })[]) => ({
    request,
    getReferencedExports: () => references,
  });
  const compilation = {
    moduleGraph: {},
    modules: new Set([
      {
        type: 'javascript/auto',
        dependencies: [
          reference('@clean/shared', ['formatNaira']),
          reference('@clean/shared', { name: ['paths', 'home'] }),
          reference('@clean/shared/ui', ['Field']),
          reference('@clean/shared/tokens.css'),
          reference('@clean/shared/api'),
          reference('react', ['useState']),
        ],
        // A dynamic import() whose module is used whole.
        blocks: [{ dependencies: [reference('@clean/shared/schemas', [])], blocks: [] }],
      },
      { type: 'consume-shared-module', dependencies: [reference('@clean/shared', [])], blocks: [] },
    ]),
  };
  // Only the parts of webpack's compilation that the record reads.
  const asCompilation = compilation as unknown as Parameters<typeof contractImports>[0];

  it("lists the names the app's own modules import from the shared contract, not from what it bundles", () => {
    expect(contractImports(asCompilation)).toEqual({
      '@clean/shared': ['formatNaira', 'paths'],
      '@clean/shared/schemas': ['*'],
    });
  });

  it("goes into the manifest metadata: a remote's with what it imports, the shell's with what it provides", async () => {
    type AdditionalData = Parameters<NonNullable<moduleFederationPlugin.PluginManifestOptions['additionalData']>>[0];
    // Only the parts of the plugin's arguments that recordCompat reads.
    const argsOf = () =>
      ({ stats: { metaData: { name: 'clean_app' }, shared: used }, compilation }) as unknown as AdditionalData;

    expect(compatRecordOf(await recordCompat('remote')(argsOf()))).toEqual({
      ...compatRecord(used),
      uses: contractImports(asCompilation),
    });
    expect(compatRecordOf(await recordCompat('provider')(argsOf()))).toEqual({
      ...compatRecord(used),
      exports: {
        '@clean/shared': expect.arrayContaining(['formatNaira', 'SHARED_CONTRACT_VERSION', 'unmetRequirements']),
      },
    });
  });
});
