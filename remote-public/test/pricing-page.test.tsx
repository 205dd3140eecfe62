// First: the testing helpers install fetch for jsdom before the shared base API is created.
import { API_BASE_URL, mockFetch, naira, renderWithProviders } from '@clean/shared/testing';
import type { Product } from '@clean/shared/schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PricingPage from '../src/pages/pricing-page';

const products: Product[] = [
  {
    _id: 'p1',
    name: 'Home Cleaning',
    price: 25000,
    services: [
      {
        _id: 's1',
        name: 'Standard Clean',
        description: 'Every room dusted and mopped',
        amount: 25000,
        durationMinutes: 120,
        frequency: [],
      },
      {
        _id: 's2',
        name: 'Deep Clean',
        description: 'Top to bottom, inside cabinets',
        amount: 60000,
        durationMinutes: 300,
        frequency: [{ _id: 'f1', name: 'Monthly', amount: 55000 }],
      },
    ],
  },
  {
    _id: 'p2',
    name: 'Office Cleaning',
    price: 80000,
    services: [
      {
        _id: 's3',
        name: 'Janitorial Crew',
        description: 'Daily crew',
        amount: 80000,
        durationMinutes: 240,
        frequency: [],
      },
    ],
  },
];

/** The fixture's lengths (2, 5 and 4 hours) as a visitor reads them. */
const LENGTHS: Record<string, string> = {
  'Standard Clean': 'One visit takes about 2 hours.',
  'Deep Clean': 'One visit takes about 5 hours.',
  'Janitorial Crew': 'One visit takes about 4 hours.',
};

describe('the pricing page', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows a busy skeleton while the catalogue loads, then the products', async () => {
    const server = mockFetch();
    const reply = server.hold();
    renderWithProviders(<PricingPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument();
    const skeleton = await screen.findByRole('status');
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    expect(skeleton).toHaveTextContent('Loading our prices');

    reply({ status: 200, body: { success: true, products } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Home Cleaning' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('calls GET /api/admin/products on the API of the runtime config, without a token', async () => {
    const server = mockFetch();
    server.answer({ status: 200, body: { success: true, products } });
    localStorage.setItem('adminToken', 'secret');
    renderWithProviders(<PricingPage />);
    await screen.findByRole('heading', { level: 2, name: 'Home Cleaning' });
    expect(server.calls[0]!.url).toBe(`${API_BASE_URL}/api/admin/products`);
    expect(server.calls[0]!.method).toBe('GET');
    expect(server.calls[0]!.headers.get('adminToken')).toBeNull();
    localStorage.clear();
  });

  it('shows every product with a card per service: name, amount, visit length, description, Book Now to /services', async () => {
    mockFetch().answer({ status: 200, body: { success: true, products } });
    renderWithProviders(<PricingPage />);
    for (const product of products) {
      const section = await screen.findByRole('region', { name: product.name });
      expect(section).toHaveTextContent(`Starts from ${naira(product.price)}`);
      for (const service of product.services) {
        const card = within(section).getByRole('heading', { level: 3, name: service.name }).closest('article')!;
        expect(card).toHaveTextContent(naira(service.amount));
        expect(card).toHaveTextContent(service.description);
        expect(card).toHaveTextContent(LENGTHS[service.name]!);
        expect(within(card).getByRole('link', { name: `Book Now for ${service.name}` })).toHaveAttribute(
          'href',
          '/services',
        );
      }
    }
  });

  it('says kindly that prices could not be loaded when the API is unreachable, and Retry loads them', async () => {
    const server = mockFetch();
    server.fail();
    const user = userEvent.setup();
    renderWithProviders(<PricingPage />);
    expect(await screen.findByRole('heading', { name: 'We could not load our prices' })).toBeInTheDocument();

    const reply = server.hold();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Retrying…' })).toBeDisabled();
    reply({ status: 200, body: { success: true, products } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Office Cleaning' })).toBeInTheDocument();
    expect(screen.queryByText('We could not load our prices')).not.toBeInTheDocument();
    expect(server.calls).toHaveLength(2);
  });

  it('shows the same retry state when the server answers with an error', async () => {
    mockFetch().answer({ status: 500, body: { success: false, message: 'Internal error' } });
    renderWithProviders(<PricingPage />);
    expect(await screen.findByRole('heading', { name: 'We could not load our prices' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
  });

  it('invites a visitor to ask for a quote while the catalogue is empty', async () => {
    mockFetch().answer({ status: 200, body: { success: true, products: [] } });
    renderWithProviders(<PricingPage />);
    expect(await screen.findByRole('heading', { name: 'Our price list is being updated' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });
});
