// First: the testing helpers install fetch for jsdom before the shared base API is created.
import { fakeApi, heldAnswer, naira, ok, renderWithProviders } from '@clean/shared/testing';
import { formatNaira } from '@clean/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ProductsPage from '../src/pages/products-page';
import { product, service } from './support/fixtures';
import { spyOnToasts } from './support/toasts';

const products = [
  product({
    services: [
      service({
        frequency: [
          { _id: 'f1', name: 'Weekly', amount: 90000 },
          { _id: 'f2', name: 'Monthly', amount: 24000 },
        ],
      }),
      service({
        _id: 's2',
        name: 'Deep Clean',
        description: 'Inside cabinets too',
        amount: 60000,
        durationMinutes: 330,
        frequency: [],
      }),
    ],
  }),
  product({ _id: 'p2', name: 'Office Cleaning', price: 80000, services: [] }),
];

const productRegion = (name: string) => screen.findByRole('region', { name });

describe('the products page', () => {
  let toasts: ReturnType<typeof spyOnToasts>;

  beforeEach(() => {
    localStorage.setItem('adminToken', 'secret-token');
    toasts = spyOnToasts();
  });
  afterEach(() => {
    jest.restoreAllMocks();
    localStorage.clear();
  });

  it('shows a busy outline while loading, then each product with its price, Edit, Delete and service cards', async () => {
    const list = heldAnswer();
    fakeApi({ 'GET /api/admin/products': list.handler });
    renderWithProviders(<ProductsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the products');

    list.release(ok({ products }));
    const home = await productRegion('Home Cleaning');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(home).toHaveTextContent(`Price ${naira(25000)}`);
    expect(within(home).getByRole('link', { name: 'Edit Home Cleaning' })).toHaveAttribute(
      'href',
      '/admin/products/edit/p1',
    );
    expect(within(home).getByRole('button', { name: 'Delete Home Cleaning' })).toBeEnabled();

    const standard = within(home).getByRole('heading', { level: 3, name: 'Standard Clean' }).closest('article')!;
    expect(standard).toHaveTextContent(naira(25000));
    expect(standard).toHaveTextContent('Every room dusted and mopped');
    expect(standard).toHaveTextContent('Job length: 2 hours');
    const options = within(standard).getByRole('list', { name: 'Frequency options' });
    expect(
      within(options)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`Weekly ${formatNaira(90000)}`, `Monthly ${formatNaira(24000)}`]);
    const deep = within(home).getByRole('heading', { level: 3, name: 'Deep Clean' }).closest('article')!;
    expect(deep).toHaveTextContent('No frequency options');
    expect(deep).toHaveTextContent('Job length: 5 hours 30 minutes');

    const office = await productRegion('Office Cleaning');
    expect(office).toHaveTextContent(`Price ${naira(80000)}`);
    expect(office).toHaveTextContent('No services yet.');
  });

  it('deletes after confirmation, with the admin token, then says so and reloads the list', async () => {
    const deletion = heldAnswer();
    let listed = products;
    const server = fakeApi({
      'GET /api/admin/products': () => ok({ products: listed }),
      'DELETE /api/admin/delete-product/p1': deletion.handler,
    });
    const user = userEvent.setup();
    renderWithProviders(<ProductsPage />);
    await user.click(
      within(await productRegion('Home Cleaning')).getByRole('button', { name: 'Delete Home Cleaning' }),
    );

    const dialog = screen.getByRole('alertdialog', { name: 'Delete this product?' });
    expect(dialog).toHaveTextContent('Home Cleaning and all its services');
    expect(server.callsTo('DELETE /api/admin/delete-product/p1')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await within(dialog).findByRole('button', { name: 'Deleting…' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    const [request] = server.callsTo('DELETE /api/admin/delete-product/p1');
    expect(request!.headers.get('adminToken')).toBe('secret-token');

    listed = products.filter((listedProduct) => listedProduct._id !== 'p1');
    deletion.release(ok({ message: 'Product deleted successfully.' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Home Cleaning' })).not.toBeInTheDocument());
    expect(toasts.success).toHaveBeenCalledWith('Product deleted successfully.');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Office Cleaning' })).toBeInTheDocument();
    expect(server.callsTo('GET /api/admin/products')).toHaveLength(2);
  });

  it('sends nothing when the question is cancelled', async () => {
    const server = fakeApi({ 'GET /api/admin/products': ok({ products }) });
    const user = userEvent.setup();
    renderWithProviders(<ProductsPage />);
    await user.click(
      within(await productRegion('Home Cleaning')).getByRole('button', { name: 'Delete Home Cleaning' }),
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(server.writes()).toHaveLength(0);
    expect(screen.getByRole('region', { name: 'Home Cleaning' })).toBeInTheDocument();
  });

  it("shows the server's message in an error toast when the delete fails, and keeps the product", async () => {
    fakeApi({
      'GET /api/admin/products': ok({ products }),
      'DELETE /api/admin/delete-product/p1': () => ({
        status: 500,
        body: { success: false, message: 'The catalogue is busy, try again in a minute.' },
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ProductsPage />);
    await user.click(
      within(await productRegion('Home Cleaning')).getByRole('button', { name: 'Delete Home Cleaning' }),
    );
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('The catalogue is busy, try again in a minute.'));
    expect(toasts.success).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Home Cleaning' })).toBeInTheDocument();
  });

  it('offers Add Product when there are no products', async () => {
    fakeApi({ 'GET /api/admin/products': ok({ products: [] }) });
    renderWithProviders(<ProductsPage />);
    const empty = await screen.findByRole('region', { name: 'No products yet' });
    expect(within(empty).getByRole('link', { name: 'Add Product' })).toHaveAttribute('href', '/admin/add-product');
  });

  it('says when the list cannot be loaded, and Retry loads it', async () => {
    let fails = true;
    fakeApi({
      'GET /api/admin/products': () =>
        fails ? { status: 503, body: { success: false, message: 'Service unavailable' } } : ok({ products }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ProductsPage />);
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByRole('heading', { name: 'We could not load the products' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('Service unavailable');

    fails = false;
    await user.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await productRegion('Home Cleaning')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
