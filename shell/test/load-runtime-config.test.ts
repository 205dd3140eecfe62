/** @jest-environment node */
import { byRemote } from '@clean/shared/constants';
import { loadRuntimeConfig } from '../src/config/load-runtime-config';

const valid = {
  remotes: byRemote((name) => `https://${name}.example.com/mf-manifest.json`),
  apiBaseUrl: 'https://api.example.com',
  publicSiteUrl: 'https://www.example.com',
  payment: { publicKey: 'pk_live_x', apiHost: 'https://pay.example.com', checkoutHost: 'https://checkout.example.com' },
};

function answer(body: unknown, status = 200) {
  globalThis.fetch = jest.fn(async () => new Response(JSON.stringify(body), { status })) as typeof fetch;
}

describe('loadRuntimeConfig', () => {
  it('returns a valid config', async () => {
    answer(valid);
    await expect(loadRuntimeConfig()).resolves.toEqual(valid);
  });

  it('lists every problem of an invalid config', async () => {
    answer({ ...valid, apiBaseUrl: 'not a url', remotes: { ...valid.remotes, admin: undefined } });
    const error = await loadRuntimeConfig().catch((caught: Error) => caught);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/\/config\.json is invalid/);
    expect((error as Error).message).toMatch(/apiBaseUrl/);
    expect((error as Error).message).toMatch(/remotes\.admin/);
  });

  it('says so when the file is missing', async () => {
    answer({}, 404);
    await expect(loadRuntimeConfig()).rejects.toThrow('/config.json answered 404');
  });
});
