// First: the testing helpers install fetch for jsdom before the shared base API is created.
import { mockFetch, renderWithProviders } from '@clean/shared/testing';
import { cityPath, type Location } from '@clean/shared';
import { AREAS_SNAPSHOT_ID } from '@clean/shared/prerender';
import type { Area } from '@clean/shared/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import CityPage from '../src/pages/city-page';
import { snapshotAreas } from '../src/features/areas/lib/areas-snapshot';

const area = (name: string, served = true): Area => ({ _id: name, location: 'Lagos', name, served, surcharge: 0 });
const prerendered = [area('Lekki'), area('Ikoyi'), area('Epe', false)];
const live = [area('Lekki'), area('Yaba'), area('Epe', false)];

function renderCity(location: Location) {
  const route = cityPath(location);
  const view = renderWithProviders(
    <Routes>
      <Route path={route} element={<CityPage />} />
    </Routes>,
    { route },
  );
  return { view, region: screen.getByRole('region', { name: 'Areas we cover' }) };
}

describe('the areas snapshot of a prerendered city page', () => {
  // The visit starts on the prerendered Lagos page, which carries the areas it was rendered with.
  beforeAll(() => {
    window.history.replaceState({}, '', cityPath('Lagos'));
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = AREAS_SNAPSHOT_ID;
    script.textContent = JSON.stringify({ version: '"v1"', body: { success: true, areas: prerendered } });
    document.head.append(script);
  });

  it('is read only from a snapshot with a version and a list of areas', () => {
    expect(snapshotAreas({ version: '"v1"', body: { success: true, areas: prerendered } })).toEqual(prerendered);
    expect(snapshotAreas({ body: { success: true, areas: prerendered } })).toBeUndefined();
    expect(snapshotAreas({ version: '"v1"', body: { success: false } })).toBeUndefined();
    expect(snapshotAreas(null)).toBeUndefined();
  });

  it("is not shown on another city's page, which waits for its own areas", () => {
    mockFetch().hold();
    const { view, region } = renderCity('Abuja');
    expect(within(region).getByRole('status')).toHaveTextContent('Loading the areas we cover…');
    expect(within(region).queryByText('Ikoyi')).not.toBeInTheDocument();
    view.unmount();
  });

  it('lists the prerendered areas at once, busy, and the live ones as soon as the API answers; never again after', async () => {
    const server = mockFetch();
    const reply = server.hold();
    const first = renderCity('Lagos');
    expect(within(first.region).getByText('Ikoyi').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    expect(within(first.region).getByText(/^Not yet:/)).toHaveTextContent('Not yet: Epe.');
    expect(within(first.region).queryByRole('status')).not.toBeInTheDocument();

    await waitFor(() => expect(server.calls).toHaveLength(1));
    reply({ status: 200, body: { success: true, areas: live } });
    expect(await within(first.region).findByText('Yaba')).toBeInTheDocument();
    expect(within(first.region).queryByText('Ikoyi')).not.toBeInTheDocument();
    expect(first.region.querySelector('[aria-busy]')).toBeNull();
    first.view.unmount();

    // A later visit to the page, in the same page load, waits for the API instead.
    mockFetch().hold();
    const second = renderCity('Lagos');
    expect(within(second.region).getByRole('status')).toHaveTextContent('Loading the areas we cover…');
    expect(within(second.region).queryByText('Ikoyi')).not.toBeInTheDocument();
  });
});
