import { readFileSync } from 'node:fs';
import path from 'node:path';
import { localBalancerConf, nginxMainConf } from '../src/stack-balancer';
import {
  composeService,
  interpolate,
  MissingVariableError,
  parseEnvFile,
  readCompose,
  readEnvFile,
  serviceEnvironment,
} from '../src/stack-compose';
import { localFilesEnvironment } from '../src/stack-topology';

const root = path.resolve(__dirname, '../..');
const balancerConf = readFileSync(path.join(root, 'deploy/api-balancer.conf'), 'utf8');
const local = {
  listen: { host: '127.0.0.1', port: 4200 },
  upstreams: [
    { host: '127.0.0.1', port: 4211 },
    { host: '127.0.0.1', port: 4212 },
  ],
};

describe("compose's variable interpolation, as the local stack reads docker-compose.yml", () => {
  it.each([
    ['${A}', { A: 'x' }, 'x'],
    ['$A/$B', { A: 'x', B: 'y' }, 'x/y'],
    ['${A:-d}', {}, 'd'],
    ['${A:-d}', { A: '' }, 'd'],
    ['${A-d}', { A: '' }, ''],
    ['${A:?Set A}', { A: 'x' }, 'x'],
    ['$$A and $${A}', { A: 'x' }, '$A and ${A}'],
    ['${UNSET}', {}, ''],
  ])('%s with %j is %j', (value, variables, expected) => {
    expect(interpolate(value, variables)).toBe(expected);
  });

  it('refuses a required variable that is unset or empty, with its message', () => {
    expect(() => interpolate('x ${SECRET:?Set SECRET to a long code}', {})).toThrow(
      new MissingVariableError('SECRET', 'Set SECRET to a long code'),
    );
    expect(() => interpolate('${SECRET:?Set SECRET}', { SECRET: '' })).toThrow('SECRET: Set SECRET');
    expect(interpolate('${SECRET?Set SECRET}', { SECRET: '' })).toBe('');
  });

  it('reads env files as compose does: comments and blank lines skipped, values kept whole', () => {
    expect(parseEnvFile('# note\n\nA=1\nB = two words \nC=x=y\n')).toEqual({ A: '1', B: 'two words', C: 'x=y' });
    expect(() => parseEnvFile('not a variable')).toThrow('Not a KEY=value line: not a variable');
  });

  it("gives the local API processes compose's environment, with this machine's addresses in place of services'", () => {
    const api = composeService(readCompose(), 'api');
    const localAddresses = {
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/clean_stack',
      REDIS_URL: 'redis://127.0.0.1:6390',
      PAYMENT_API_URL: 'http://127.0.0.1:4100',
      PORT: '4011',
      HOST: '127.0.0.1',
      // No MinIO here: the local processes keep the photos in one folder they share.
      ...localFilesEnvironment('/tmp/stack/files'),
    };
    // The secrets compose requires but a local process does not use (its database URL is its own).
    const environment = serviceEnvironment(
      api,
      { ...readEnvFile(), ADMIN_SIGNUP_CODE: 'code-0123456789' },
      localAddresses,
    );
    expect(Object.keys(environment).sort()).toEqual(
      [...new Set([...Object.keys(api.environment ?? {}), ...Object.keys(localAddresses)])].sort(),
    );
    expect(environment).toMatchObject({
      ...localAddresses,
      NODE_ENV: 'development',
      TRUST_PROXY: api.environment?.TRUST_PROXY,
      ADMIN_SIGNUP_CODE: 'code-0123456789',
      PAYMENT_SECRET_KEY: 'sk_test_sandbox_clean',
    });
  });
});

describe('the balancer conf on local nginx (deploy/api-balancer.conf rendered for local processes)', () => {
  const rendered = localBalancerConf(balancerConf, { ...local, accessLogFile: '/tmp/stack/nginx/access.log' });
  const directives = (conf: string) =>
    conf
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'));

  it("swaps Docker's resolver, the api service and the listen port for local addresses", () => {
    expect(directives(rendered).filter((line) => /^resolver |api:\d+/.test(line))).toEqual([]);
    expect(directives(rendered)).toEqual(expect.arrayContaining(['server 127.0.0.1:4211;', 'server 127.0.0.1:4212;']));
    expect(directives(rendered)).toContain('listen 127.0.0.1:4200;');
    expect(directives(rendered)).toContain('access_log /tmp/stack/nginx/access.log without_query;');
  });

  it('keeps every other line of the file: headers, retries, the booking location', () => {
    const swapped = /^(resolver |server api:|listen |access_log )/;
    const kept = directives(balancerConf).filter((line) => !swapped.test(line));
    expect(directives(rendered).filter((line) => !/^(server 127|listen 127|access_log \/tmp)/.test(line))).toEqual(
      kept,
    );
    expect(kept).toEqual(
      expect.arrayContaining([
        'proxy_set_header X-Forwarded-For $remote_addr;',
        'proxy_next_upstream error timeout non_idempotent;',
      ]),
    );
  });

  it('refuses a conf whose upstream it cannot find, rather than balance to nothing', () => {
    expect(() => localBalancerConf(balancerConf.replace(/server api:\d+/, 'server other:4000'), local)).toThrow(
      'deploy/api-balancer.conf: expected one upstream "server api:…" line, found 0',
    );
  });

  it('runs in the foreground with every file nginx writes in its own folder', () => {
    const main = nginxMainConf({ dir: '/tmp/stack/nginx', serverConf: rendered, user: 'nobody nogroup' });
    expect(main).toMatch(/^daemon off;$/m);
    expect(main).toMatch(/^user nobody nogroup;$/m);
    expect(main).toMatch(/^pid \/tmp\/stack\/nginx\/nginx\.pid;$/m);
    for (const temp of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
      expect(main).toContain(`${temp}_temp_path /tmp/stack/nginx/${temp};`);
    }
    expect(main).toContain('  upstream api_replicas {');
  });
});
