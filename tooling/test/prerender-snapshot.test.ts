import { CATALOGUE_SNAPSHOT_ID } from '@clean/shared/prerender';
import { catalogueSnapshotElement } from '../src/prerender/catalogue-snapshot';

describe("the prerendered pricing page's catalogue snapshot", () => {
  it('is a data block the page reads back as it was written, whatever the catalogue says', () => {
    const snapshot = {
      version: '"abc"',
      body: { success: true, products: [{ _id: 'p1', name: 'Deep </script><script>alert(1)</script> Clean' }] },
    };
    const element = catalogueSnapshotElement(snapshot);
    const match = new RegExp(`^<script type="application/json" id="${CATALOGUE_SNAPSHOT_ID}">(.*)</script>$`).exec(
      element,
    );
    expect(match).not.toBeNull();
    // No text in the catalogue ends the element early: the only end tag is the element's own.
    expect(match![1]).not.toContain('<');
    expect(JSON.parse(match![1]!)).toEqual(snapshot);
  });
});
