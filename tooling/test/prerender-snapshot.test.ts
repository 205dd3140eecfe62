import { AREAS_SNAPSHOT_ID, CATALOGUE_SNAPSHOT_ID } from '@clean/shared/prerender';
import { areasUrl } from '../src/prerender/areas-snapshot';
import { catalogueSnapshotElement } from '../src/prerender/catalogue-snapshot';
import { describeMisses, readSnapshot, snapshotElement } from '../src/prerender/data-snapshot';

/** The JSON of a data block with id `id`, or null when the element is not one. */
const blockJson = (element: string, id: string) =>
  new RegExp(`^<script type="application/json" id="${id}">(.*)</script>$`).exec(element)?.[1] ?? null;

describe("the prerendered pages' data snapshots", () => {
  afterEach(() => jest.restoreAllMocks());

  it('is a data block the page reads back as it was written, whatever the catalogue says', () => {
    const snapshot = {
      version: '"abc"',
      body: { success: true, products: [{ _id: 'p1', name: 'Deep </script><script>alert(1)</script> Clean' }] },
    };
    const json = blockJson(catalogueSnapshotElement(snapshot), CATALOGUE_SNAPSHOT_ID);
    expect(json).not.toBeNull();
    // No text in the catalogue ends the element early: the only end tag is the element's own.
    expect(json).not.toContain('<');
    expect(JSON.parse(json!)).toEqual(snapshot);
  });

  it("carries a city's areas in their own block, under the URL the city page asks for", () => {
    const snapshot = { version: '"v2"', body: { success: true, areas: [{ _id: 'a1', name: 'Old </script> GRA' }] } };
    const json = blockJson(snapshotElement(AREAS_SNAPSHOT_ID, snapshot), AREAS_SNAPSHOT_ID);
    expect(json).not.toContain('<');
    expect(JSON.parse(json!)).toEqual(snapshot);
    // As remote-public's readCityAreas builds it, so the prerendering browser answers that very request.
    expect(areasUrl('https://api.example.ng/', 'Port Harcourt')).toBe(
      'https://api.example.ng/api/areas?location=Port+Harcourt',
    );
  });

  it('keeps an answer only with its ETag, and says why there is none', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const url = 'https://api.example.ng/api/areas?location=Lagos';
    const body = { success: true, areas: [] };
    fetchSpy.mockResolvedValueOnce(Response.json(body, { headers: { etag: '"v3"' } }));
    await expect(readSnapshot(url)).resolves.toEqual({ version: '"v3"', body });
    fetchSpy.mockResolvedValueOnce(Response.json(body));
    await expect(readSnapshot(url)).resolves.toEqual({ url, missing: 'HTTP 200, no ETag' });
    fetchSpy.mockResolvedValueOnce(Response.json({ success: false }, { status: 500, headers: { etag: '"v4"' } }));
    await expect(readSnapshot(url)).resolves.toEqual({ url, missing: 'HTTP 500' });
    fetchSpy.mockRejectedValueOnce(new TypeError('fetch failed'));
    await expect(readSnapshot(url)).resolves.toEqual({ url, missing: 'fetch failed' });
  });

  it('names the pages without their data once per reason: a build with no API says so in one line', () => {
    const miss = (path: string, missing: string) => ({ url: `http://localhost:4000${path}`, missing });
    const lines = describeMisses(
      new Map([
        ['/pricing', miss('/api/admin/products', 'fetch failed')],
        ['/cleaning-services/lagos', miss('/api/areas?location=Lagos', 'fetch failed')],
        ['/cleaning-services/abuja', miss('/api/areas?location=Abuja', 'HTTP 500')],
      ]),
    );
    expect(lines).toEqual([
      'prerender: no data from http://localhost:4000 (fetch failed): /pricing, /cleaning-services/lagos prerendered loading their data',
      'prerender: no data from http://localhost:4000 (HTTP 500): /cleaning-services/abuja prerendered loading their data',
    ]);
    expect(describeMisses(new Map())).toEqual([]);
  });
});
