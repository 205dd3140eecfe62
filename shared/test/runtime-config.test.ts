import { describeConfigProblems, runtimeConfig, type RuntimeConfig } from '../src/config/runtime-config';
import { byRemote, REMOTE_NAMES } from '../src/constants';

// Plain http is allowed too (local runs): one remote uses it.
const valid: RuntimeConfig = {
  remotes: byRemote((name) =>
    name === 'admin' ? 'http://localhost:3003/mf-manifest.json' : `https://${name}.example.com/mf-manifest.json`,
  ),
  apiBaseUrl: 'https://api.example.com',
  publicSiteUrl: 'https://www.example.com',
  payment: { publicKey: 'pk_live_x', apiHost: 'https://pay.example.com', checkoutHost: 'https://checkout.example.com' },
};

function problems(value: unknown): string {
  const result = runtimeConfig.safeParse(value);
  return result.success ? '' : describeConfigProblems(result.error);
}

describe('the runtime config check', () => {
  it('accepts a valid config and keeps only the keys it knows', () => {
    const result = runtimeConfig.safeParse({ ...valid, extra: true, payment: { ...valid.payment, note: 'x' } });
    expect(result).toEqual({ success: true, data: valid });
  });

  it('names every wrong field by its path, with what was expected', () => {
    const text = problems({
      ...valid,
      apiBaseUrl: 'not a url',
      remotes: { ...valid.remotes, admin: undefined, popup: 'ftp://popup.example.com/mf-manifest.json' },
      payment: { ...valid.payment, publicKey: '' },
    });
    expect(text.split('\n')).toEqual([
      'remotes.admin: expected a string, got nothing',
      'remotes.popup: expected an http or https URL, got "ftp://popup.example.com/mf-manifest.json"',
      'apiBaseUrl: expected an absolute URL, got "not a url"',
      'payment.publicKey: expected a non-empty string',
    ]);
  });

  it('requires a manifest URL for every remote of REMOTE_NAMES', () => {
    expect(problems({ ...valid, remotes: {} }).split('\n')).toEqual(
      REMOTE_NAMES.map((name) => `remotes.${name}: expected a string, got nothing`),
    );
  });

  it('says so when the file is not an object, or a section is missing', () => {
    expect(problems([])).toBe('(root): expected an object, got an array');
    expect(problems({ ...valid, payment: null })).toBe('payment: expected an object, got null');
  });

  it('throws the list of problems from parse', () => {
    expect(() => runtimeConfig.parse({ ...valid, apiBaseUrl: 42 })).toThrow(
      /apiBaseUrl: expected a string, got number/,
    );
    expect(runtimeConfig.parse(valid)).toEqual(valid);
  });
});
