import { etagMatches } from '../../src/http/http-caching';
import { createReadCache, strongEtag } from '../../src/cache/read-cache';

/** A load that answers `value` and counts its calls. */
function loader(value: () => unknown) {
  const calls = { count: 0 };
  return {
    calls,
    load: async () => {
      calls.count += 1;
      return value();
    },
  };
}

describe('read cache', () => {
  it('keeps an answer with its ETag until a change drops it', async () => {
    let price = 100;
    const { calls, load } = loader(() => ({ price }));
    const cache = createReadCache({ enabled: true });
    const first = await cache.answer('k', load);
    expect(first).toMatchObject({ body: '{"price":100}', etag: strongEtag('{"price":100}') });
    price = 200;
    expect((await cache.answer('k', load)).body).toBe('{"price":100}');
    cache.invalidate();
    expect((await cache.answer('k', load)).body).toBe('{"price":200}');
    expect(calls.count).toBe(2);
  });

  it('does not keep an answer loaded while a change came', async () => {
    let release: () => void = () => undefined;
    const cache = createReadCache({ enabled: true });
    const slow = cache.answer('k', () => new Promise((resolve) => (release = () => resolve('old'))));
    cache.invalidate();
    release();
    expect((await slow).body).toBe('"old"');
    expect((await cache.answer('k', async () => 'new')).body).toBe('"new"');
  });

  it('keeps nothing while not live, and forgets everything when live again', async () => {
    let value = 'a';
    const cache = createReadCache({ enabled: true });
    await cache.answer('k', async () => value);
    cache.setLive(false);
    expect(cache.keeping).toBe(false);
    value = 'b';
    expect((await cache.answer('k', async () => value)).body).toBe('"b"');
    value = 'c';
    expect((await cache.answer('k', async () => value)).body).toBe('"c"');
    cache.setLive(true);
    expect((await cache.answer('k', async () => value)).body).toBe('"c"');
    value = 'd';
    expect((await cache.answer('k', async () => value)).body).toBe('"c"');
  });

  it('keeps nothing when READ_CACHE is off, but still tags every answer', async () => {
    let value = 1;
    const cache = createReadCache({ enabled: false });
    expect(await cache.answer('k', async () => value)).toMatchObject({ body: '1', etag: strongEtag('1') });
    value = 2;
    expect((await cache.answer('k', async () => value)).body).toBe('2');
  });

  it('forgets answers older than maxAgeMs, and everything once an expireAt time has come', async () => {
    let now = 0;
    let value = 1;
    const cache = createReadCache({ enabled: true, maxAgeMs: 1000, clock: () => now });
    await cache.answer('k', async () => value);
    value = 2;
    now = 999;
    expect((await cache.answer('k', async () => value)).body).toBe('1');
    now = 1000;
    expect((await cache.answer('k', async () => value)).body).toBe('2');

    cache.expireAt(new Date('2030-01-07T10:00:00Z'));
    value = 3;
    expect((await cache.answer('k', async () => value, new Date('2030-01-07T09:59:59Z'))).body).toBe('2');
    expect((await cache.answer('k', async () => value, new Date('2030-01-07T10:00:00Z'))).body).toBe('3');
  });
});

describe('strong ETags and If-None-Match', () => {
  it('gives equal bodies equal tags and different bodies different tags', () => {
    expect(strongEtag('{"a":1}')).toBe(strongEtag('{"a":1}'));
    expect(strongEtag('{"a":1}')).not.toBe(strongEtag('{"a":2}'));
    expect(strongEtag('x')).toMatch(/^"[^"]+"$/);
  });

  it('matches the tag alone, in a list, weak, or *; nothing else', () => {
    const etag = strongEtag('body');
    expect(etagMatches(etag, etag)).toBe(true);
    expect(etagMatches(`"a", ${etag}`, etag)).toBe(true);
    expect(etagMatches(`W/${etag}`, etag)).toBe(true);
    expect(etagMatches('*', etag)).toBe(true);
    expect(etagMatches(undefined, etag)).toBe(false);
    expect(etagMatches('"a", "b"', etag)).toBe(false);
    expect(etagMatches(etag.slice(1, -1), etag)).toBe(false);
  });
});
