// First: the testing helpers install fetch for jsdom before the shared base API is created.
import { API_BASE_URL, mockFetch, naira, renderWithProviders } from '@clean/shared/testing';
import { bookingPathFor, cityPath, type Location } from '@clean/shared';
import type { Area } from '@clean/shared/schemas';
import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import CityPage from '../src/pages/city-page';

const area = (name: string, served = true, surcharge = 0, location: Location = 'Lagos'): Area => ({
  _id: `${location}-${name}`,
  location,
  name,
  served,
  surcharge,
});

const lagos: Area[] = [
  area('Lekki'),
  area('Ajah', true, 2500),
  area('Ikeja'),
  area('Ibeju-Lekki', false),
  area('Ikorodu', false),
  area('Epe', false),
];

const CALL_US = 'Outside these areas? Call us: we often can still help.';

/** The lists of the areas section that are not the contact details beside them. */
const areaLists = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('list')
    .filter((list) => !list.closest('aside'));

function renderCity(location: Location) {
  const route = cityPath(location);
  renderWithProviders(
    <Routes>
      <Route path={route} element={<CityPage />} />
    </Routes>,
    { route },
  );
  return screen.getByRole('region', { name: 'Areas we cover' });
}

describe("a city page's areas", () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists the served areas from GET /api/areas?location=, with the surcharge where there is one', async () => {
    const server = mockFetch();
    server.answer({ status: 200, body: { success: true, areas: lagos } });
    const region = renderCity('Lagos');

    await within(region).findByText('Lekki');
    const [list, ...others] = areaLists(region);
    expect(others).toHaveLength(0);
    // `naira` writes the formatter's no-break space as a space.
    expect(
      within(list!)
        .getAllByRole('listitem')
        .map((item) => item.textContent!.replace(/\s/g, ' ')),
    ).toEqual(['Lekki', `Ajah (${naira(2500)} extra)`, 'Ikeja']);
    expect(region).toHaveTextContent(CALL_US);
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]!.method).toBe('GET');
    expect(server.calls[0]!.url).toBe(`${API_BASE_URL}/api/areas?location=Lagos`);
  });

  it('names the areas not served yet in one line, with the way to the booking form for the city', async () => {
    mockFetch().answer({ status: 200, body: { success: true, areas: lagos } });
    const region = renderCity('Lagos');

    const line = (await within(region).findByText(/^Not yet:/)).closest('p')!;
    expect(line).toHaveTextContent('Not yet: Ibeju-Lekki, Ikorodu, Epe.');
    expect(within(line).getByRole('link', { name: 'Ask to be told when we come' })).toHaveAttribute(
      'href',
      bookingPathFor('Lagos'),
    );
    expect(areaLists(region)[0]).not.toHaveTextContent(/Ibeju-Lekki|Ikorodu|Epe/);
  });

  it('asks for the city by its name, and has no "Not yet" line when every area is served', async () => {
    const server = mockFetch();
    const areas = [area('Old GRA', true, 0, 'Port Harcourt'), area('Woji', true, 0, 'Port Harcourt')];
    server.answer({ status: 200, body: { success: true, areas } });
    const region = renderCity('Port Harcourt');

    expect(await within(region).findByText('Woji')).toBeInTheDocument();
    expect(new URL(server.calls[0]!.url).searchParams.get('location')).toBe('Port Harcourt');
    expect(within(region).queryByText(/^Not yet:/)).not.toBeInTheDocument();
  });

  it('holds their place with a busy outline while they load, then shows them', async () => {
    const server = mockFetch();
    const reply = server.hold();
    const region = renderCity('Lagos');

    const skeleton = within(region).getByRole('status');
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    expect(skeleton).toHaveTextContent('Loading the areas we cover…');
    // Its rows of placeholders are no list to read.
    expect(areaLists(region)).toHaveLength(0);
    expect(within(region).queryByText('Lekki')).not.toBeInTheDocument();

    reply({ status: 200, body: { success: true, areas: lagos } });
    expect(await within(region).findByText('Lekki')).toBeInTheDocument();
    expect(within(region).queryByRole('status')).not.toBeInTheDocument();
  });

  it.each([
    ['the API cannot be reached', (server: ReturnType<typeof mockFetch>) => server.fail()],
    [
      'the API answers an error',
      (server: ReturnType<typeof mockFetch>) =>
        server.answer({ status: 500, body: { success: false, message: 'Internal error' } }),
    ],
  ])('says to call us instead of an empty list when %s', async (_when, failWith) => {
    failWith(mockFetch());
    const region = renderCity('Lagos');

    await waitForElementToBeRemoved(() => within(region).queryByRole('status'));
    expect(within(region).getByText(CALL_US)).toBeInTheDocument();
    expect(areaLists(region)).toHaveLength(0);
    expect(within(region).queryByText(/^Not yet:/)).not.toBeInTheDocument();
  });
});
