// First: the testing helpers install fetch for jsdom before the shared base API is created.
import { mockFetch, naira, renderWithProviders } from '@clean/shared/testing';
import { CATALOGUE_SNAPSHOT_ID } from '@clean/shared/prerender';
import type { Product } from '@clean/shared/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import PricingPage from '../src/pages/pricing-page';
import { shownCatalogue, snapshotProducts } from '../src/features/pricing/lib/catalogue-snapshot';

const service = {
  _id: 's1',
  name: 'Standard Clean',
  description: 'Every room',
  amount: 25000,
  durationMinutes: 120,
  frequency: [],
};
const prerendered: Product[] = [{ _id: 'p1', name: 'Home Cleaning', price: 25000, services: [service] }];
const live: Product[] = [{ ...prerendered[0]!, price: 27000, services: [{ ...service, amount: 27000 }] }];

describe('the catalogue snapshot of the prerendered pricing page', () => {
  it('is shown, provisionally, only until the API answers; the live answer always wins', () => {
    expect(shownCatalogue({}, prerendered)).toEqual({ products: prerendered, provisional: true });
    expect(shownCatalogue({ data: live }, prerendered)).toEqual({ products: live, provisional: false });
    // The same catalogue is still the live answer from then on.
    expect(shownCatalogue({ data: prerendered }, prerendered)).toEqual({ products: prerendered, provisional: false });
    // A price the API could not confirm is not left on the screen.
    expect(shownCatalogue({ error: { status: 'FETCH_ERROR' } }, prerendered)).toEqual({ provisional: false });
    expect(shownCatalogue({})).toEqual({ provisional: false });
  });

  it('is read only from a snapshot with a version and a list of products', () => {
    expect(snapshotProducts({ version: '"v1"', body: { success: true, products: prerendered } })).toEqual(prerendered);
    expect(snapshotProducts({ body: { success: true, products: prerendered } })).toBeUndefined();
    expect(snapshotProducts({ version: '"v1"', body: { success: false } })).toBeUndefined();
    expect(snapshotProducts('"v1"')).toBeUndefined();
    expect(snapshotProducts(null)).toBeUndefined();
  });

  it('shows the prerendered prices at once, busy, and the live ones the moment they differ; never again after', async () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = CATALOGUE_SNAPSHOT_ID;
    script.textContent = JSON.stringify({ version: '"v1"', body: { success: true, products: prerendered } });
    document.head.append(script);
    const server = mockFetch();
    const reply = server.hold();

    const first = renderWithProviders(<PricingPage />);
    const section = screen.getByRole('region', { name: 'Home Cleaning' });
    expect(section).toHaveTextContent(naira(25000));
    expect(section.parentElement).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await waitFor(() => expect(server.calls).toHaveLength(1));
    reply({ status: 200, body: { success: true, products: live } });
    expect(await within(section).findAllByText(naira(27000), { exact: false })).toHaveLength(2);
    expect(section).not.toHaveTextContent(naira(25000));
    expect(section.parentElement).not.toHaveAttribute('aria-busy');
    first.unmount();

    // A later visit to the page, in the same page load, waits for the API instead.
    server.hold();
    renderWithProviders(<PricingPage />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading our prices');
    expect(screen.queryByText(naira(25000), { exact: false })).not.toBeInTheDocument();
    script.remove();
  });
});
