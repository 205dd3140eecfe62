/**
 * Catalogue and availability answers carry a strong ETag and `Cache-Control: no-cache`, so a browser
 * revalidates each time and gets a 304 with no body while nothing changed.
 */
import type { LightMyRequestResponse } from 'fastify';
import { useTestApp } from '../../../helpers/build-app';
import { describeEachDatabase } from '../../../helpers/database';
import { book, firstChoice, products, registerAdmin } from '../../../helpers/fixtures';

const STRONG_ETAG = /^"[A-Za-z0-9_-]{27}"$/;

function etagOf(response: LightMyRequestResponse): string {
  const etag = response.headers.etag;
  if (typeof etag !== 'string') throw new Error(`No ETag on ${response.statusCode} ${response.body}`);
  return etag;
}

describeEachDatabase('HTTP caching of catalogue and availability', (kind) => {
  // One crew per slot: one booking changes the availability answer.
  const t = useTestApp(kind, { env: { CREWS_PER_SLOT: '1' } });
  let token: string;

  beforeAll(async () => {
    token = await registerAdmin(t);
  });

  const get = (url: string, ifNoneMatch?: string) =>
    t.request({ method: 'GET', url, headers: ifNoneMatch === undefined ? {} : { 'if-none-match': ifNoneMatch } });

  it.each(['/api/admin/products', '/api/admin/availability', '/api/admin/availability?location=Abuja'])(
    '%s answers 200 with a strong ETag and no-cache, then 304 with no body for that ETag',
    async (url) => {
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('no-cache');
      const etag = etagOf(first);
      expect(etag).toMatch(STRONG_ETAG);
      expect(etagOf(await get(url))).toBe(etag);

      const again = await get(url, etag);
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('no-cache');
    },
  );

  it('accepts the ETag in a list, weak, or as *; any other tag gets the full answer', async () => {
    const url = '/api/admin/products';
    const full = await get(url);
    const etag = etagOf(full);
    for (const header of [`"other", ${etag}`, `W/${etag}`, '*']) expect((await get(url, header)).statusCode).toBe(304);
    const other = await get(url, '"something-else"');
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(full.body);
  });

  it('a changed product gets a new ETag, on the product and on the list; the old one answers 200', async () => {
    const [product] = await products(t);
    if (!product) throw new Error('The seeded catalogue is empty');
    const url = `/api/admin/product/${product._id}`;
    const before = etagOf(await get(url));
    const listBefore = etagOf(await get('/api/admin/products'));
    expect(before).toMatch(STRONG_ETAG);

    const updated = await t.request({
      method: 'PATCH',
      url: `/api/admin/update-product/${product._id}`,
      payload: { ...product, name: 'Home Cleaning Plus' },
      token,
    });
    expect(updated.statusCode).toBe(200);

    const after = await get(url, before);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ product: { name: 'Home Cleaning Plus' } });
    expect(etagOf(after)).not.toBe(before);
    expect((await get(url, etagOf(after))).statusCode).toBe(304);
    const list = await get('/api/admin/products', listBefore);
    expect(list.statusCode).toBe(200);
    expect(etagOf(list)).not.toBe(listBefore);
  });

  it('a booking that takes the last crew of a slot changes the availability ETag', async () => {
    const url = '/api/admin/availability?location=Lagos';
    const before = etagOf(await get(url));
    expect((await get(url, before)).statusCode).toBe(304);

    await book(t, await firstChoice(t), { date: '2030-01-08', time: '10:00 AM' });

    const after = await get(url, before);
    expect(after.statusCode).toBe(200);
    expect(etagOf(after)).not.toBe(before);
    const day = (after.json() as { date: string; availableTimes: string[] }[]).find((d) => d.date === '2030-01-08');
    expect(day?.availableTimes).not.toContain('10:00 AM');
  });

  it('an unknown product answers 404 without a validator', async () => {
    const response = await get('/api/admin/product/no-such-product');
    expect(response.statusCode).toBe(404);
    expect(response.headers.etag).toBeUndefined();
  });
});
