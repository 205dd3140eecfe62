// First: the testing helpers install fetch for jsdom before the shared base API is created.
import { API_BASE_URL, fakeApi, heldAnswer, ok, renderWithProviders, type FakeHandler } from '@clean/shared/testing';
import { paths } from '@clean/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import AddProductPage from '../src/pages/add-product-page';
import EditProductPage from '../src/pages/edit-product-page';
import { product } from './support/fixtures';
import { spyOnToasts } from './support/toasts';

type User = ReturnType<typeof userEvent.setup>;

const homeCleaning = product();

/** The admin routes these screens live on, and the list they return to. */
function renderAt(route: string) {
  const user = userEvent.setup();
  renderWithProviders(
    <Routes>
      <Route path={paths.admin.addProduct} element={<AddProductPage />} />
      <Route path={paths.admin.editProduct} element={<EditProductPage />} />
      {/* The edit screen without an id (docs/PRODUCT.md#admin-console). */}
      <Route path="/admin/products/edit" element={<EditProductPage />} />
      <Route path={paths.admin.products} element={<p>The products list</p>} />
    </Routes>,
    { route },
  );
  return user;
}

const group = (name: string) => screen.getByRole('group', { name });
const input = (label: string, within_: HTMLElement = document.body) =>
  within(within_).getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;

async function fillService(
  user: User,
  serviceNumber: number,
  values: { name: string; amount: string; description: string },
) {
  const service = group(`Service ${serviceNumber}`);
  await user.type(input('Service name', service), values.name);
  await user.type(input('Amount (NGN)', service), values.amount);
  await user.type(input('Description', service), values.description);
}

async function fillFrequency(user: User, row: string, values: { name?: string; amount?: string }) {
  if (values.name) await user.type(input('Frequency name', group(row)), values.name);
  if (values.amount) await user.type(input('Frequency amount (NGN)', group(row)), values.amount);
}

describe('the product form', () => {
  let toasts: ReturnType<typeof spyOnToasts>;

  beforeEach(() => {
    localStorage.setItem('adminToken', 'secret-token');
    toasts = spyOnToasts();
  });
  afterEach(() => {
    jest.restoreAllMocks();
    localStorage.clear();
  });

  describe('field arrays', () => {
    it('adds services and frequency options, focusing the new first field, and removes them by name', async () => {
      fakeApi({});
      const user = renderAt(paths.admin.addProduct);
      expect(screen.getByRole('heading', { level: 1, name: 'Add Product' })).toBeInTheDocument();
      expect(group('Service 1')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Add service' }));
      expect(input('Service name', group('Service 2'))).toHaveFocus();

      await user.click(screen.getByRole('button', { name: 'Add frequency to service 2' }));
      expect(input('Frequency name', group('Frequency 1 of service 2'))).toHaveFocus();
      await user.keyboard('Weekly');
      await user.click(screen.getByRole('button', { name: 'Add frequency to service 2' }));
      expect(input('Frequency name', group('Frequency 2 of service 2'))).toHaveFocus();
      await user.keyboard('Monthly');

      await user.click(screen.getByRole('button', { name: 'Remove frequency 1 of service 2' }));
      expect(screen.queryByRole('group', { name: 'Frequency 2 of service 2' })).not.toBeInTheDocument();
      // The rows are numbered again: the one left is now the first.
      expect(input('Frequency name', group('Frequency 1 of service 2'))).toHaveValue('Monthly');
      expect(screen.getByRole('button', { name: 'Add frequency to service 2' })).toHaveFocus();

      await user.type(input('Service name', group('Service 2')), 'Deep Clean');
      await user.click(screen.getByRole('button', { name: 'Remove service 1' }));
      expect(screen.queryByRole('group', { name: 'Service 2' })).not.toBeInTheDocument();
      expect(input('Service name', group('Service 1'))).toHaveValue('Deep Clean');
      expect(input('Frequency name', group('Frequency 1 of service 1'))).toHaveValue('Monthly');
      expect(screen.getByRole('button', { name: 'Add service' })).toHaveFocus();

      await user.click(screen.getByRole('button', { name: 'Remove service 1' }));
      expect(screen.queryByRole('group', { name: 'Service 1' })).not.toBeInTheDocument();
      expect(screen.getByText('No services yet.')).toBeInTheDocument();
    });
  });

  describe('adding', () => {
    it('sends the product with the token, amounts as numbers and empty frequency rows left out', async () => {
      const added = heldAnswer();
      const server = fakeApi({ 'POST /api/admin/add-product': added.handler });
      const user = renderAt(paths.admin.addProduct);
      await user.type(input('Product name'), 'Home Cleaning');
      await user.type(input('Price (NGN)'), '25000');
      await fillService(user, 1, { name: 'Standard Clean', amount: '25000.50', description: 'Every room' });
      // A new service takes the default 2 hours until an admin chooses its length.
      const length = within(group('Service 1')).getByRole('combobox', { name: 'Job length' });
      expect(length).toHaveDisplayValue('2 hours');
      expect(length).toHaveAccessibleDescription('How long one visit takes a crew');
      await user.selectOptions(length, '5 hours');
      await user.click(screen.getByRole('button', { name: 'Add frequency to service 1' }));
      await user.click(screen.getByRole('button', { name: 'Add frequency to service 1' }));
      await fillFrequency(user, 'Frequency 2 of service 1', { name: 'Weekly', amount: '90000' });
      // A recurring frequency's interval is catalogue data, chosen by name.
      await user.selectOptions(
        within(group('Frequency 2 of service 1')).getByRole('combobox', { name: 'Repeats' }),
        'Every week',
      );
      await user.click(screen.getByRole('button', { name: 'Add Product' }));

      expect(await screen.findByRole('button', { name: 'Adding…' })).toBeDisabled();
      const [request] = server.callsTo('POST /api/admin/add-product');
      expect(request!.headers.get('adminToken')).toBe('secret-token');
      expect(await request!.clone().json()).toEqual({
        name: 'Home Cleaning',
        price: 25000,
        services: [
          {
            name: 'Standard Clean',
            description: 'Every room',
            amount: 25000.5,
            durationMinutes: 300,
            frequency: [{ name: 'Weekly', amount: 90000, intervalDays: 7 }],
            parameters: [],
            extras: [],
            checklist: [],
          },
        ],
      });

      added.release({ status: 201, body: { success: true, message: 'Product added successfully.' } });
      expect(await screen.findByText('The products list')).toBeInTheDocument();
      expect(toasts.success).toHaveBeenCalledWith('Product added successfully.');
      expect(toasts.error).not.toHaveBeenCalled();
    });

    it("sends any number of days chosen under 'Custom…', the field shown only for it", async () => {
      const server = fakeApi({
        'POST /api/admin/add-product': () => ({ status: 201, body: { success: true, message: 'Product added.' } }),
      });
      const user = renderAt(paths.admin.addProduct);
      await user.type(input('Product name'), 'Home Cleaning');
      await user.type(input('Price (NGN)'), '25000');
      await fillService(user, 1, { name: 'Standard Clean', amount: '25000', description: 'Every room' });
      await user.click(screen.getByRole('button', { name: 'Add frequency to service 1' }));
      const row = group('Frequency 1 of service 1');
      await fillFrequency(user, 'Frequency 1 of service 1', { name: 'Every 10 days', amount: '22000' });
      expect(within(row).queryByLabelText('Days between visits')).not.toBeInTheDocument();

      // By keyboard: the select, then Tab to the days field that appears right after it.
      within(row).getByRole('combobox', { name: 'Repeats' }).focus();
      await user.selectOptions(within(row).getByRole('combobox', { name: 'Repeats' }), 'Custom…');
      expect(within(row).getByRole('combobox', { name: 'Repeats' })).toHaveFocus();
      await user.tab();
      expect(input('Days between visits', row)).toHaveFocus();
      expect(input('Days between visits', row)).toHaveAccessibleDescription('A whole number from 1 to 365');
      await user.keyboard('10');
      await user.click(screen.getByRole('button', { name: 'Add Product' }));

      expect(await screen.findByText('The products list')).toBeInTheDocument();
      const [request] = server.callsTo('POST /api/admin/add-product');
      expect((await request!.clone().json()).services[0].frequency).toEqual([
        { name: 'Every 10 days', amount: 22000, intervalDays: 10 },
      ]);
    });

    it.each([
      ['', 'Enter the number of days between visits'],
      ['0', 'At least 1 day between visits; for a single visit choose One-off'],
      ['2.5', 'Use a whole number of days, such as 10'],
      ['ten', 'Use a whole number of days, such as 10'],
      ['366', 'At most 365 days between visits'],
    ])("flags custom days of '%s' under the field, focuses it and sends nothing", async (typed, message) => {
      const server = fakeApi({});
      const user = renderAt(paths.admin.addProduct);
      await user.type(input('Product name'), 'Home Cleaning');
      await user.type(input('Price (NGN)'), '25000');
      await fillService(user, 1, { name: 'Standard Clean', amount: '25000', description: 'Every room' });
      await user.click(screen.getByRole('button', { name: 'Add frequency to service 1' }));
      const row = group('Frequency 1 of service 1');
      await fillFrequency(user, 'Frequency 1 of service 1', { name: 'Custom', amount: '22000' });
      await user.selectOptions(within(row).getByRole('combobox', { name: 'Repeats' }), 'Custom…');
      if (typed) await user.type(input('Days between visits', row), typed);
      await user.click(screen.getByRole('button', { name: 'Add Product' }));

      await waitFor(() =>
        expect(input('Days between visits', row)).toHaveAccessibleDescription(
          `A whole number from 1 to 365 ${message}`,
        ),
      );
      expect(input('Days between visits', row)).toHaveAttribute('aria-invalid', 'true');
      expect(input('Days between visits', row)).toHaveFocus();
      // Said once, under the days, not again under the select.
      expect(within(row).getByRole('combobox', { name: 'Repeats' })).not.toHaveAttribute('aria-invalid');
      expect(server.writes()).toHaveLength(0);
    });

    it('shows what is missing under each field and sends nothing', async () => {
      const server = fakeApi({});
      const user = renderAt(paths.admin.addProduct);
      await user.click(screen.getByRole('button', { name: 'Add Product' }));

      for (const [field, message, where] of [
        ['Product name', 'Product name is required', document.body],
        ['Price (NGN)', 'Amount is required', document.body],
        ['Service name', 'Service name is required', group('Service 1')],
        ['Amount (NGN)', 'Amount is required', group('Service 1')],
        ['Description', 'Description is required', group('Service 1')],
      ] as const) {
        await waitFor(() => expect(input(field, where)).toHaveAccessibleDescription(message));
        expect(input(field, where)).toHaveAttribute('aria-invalid', 'true');
      }
      expect(input('Product name')).toHaveFocus();
      expect(server.writes()).toHaveLength(0);
    });

    it('flags the missing half of a half-filled frequency row, and an amount that is not a number', async () => {
      const server = fakeApi({});
      const user = renderAt(paths.admin.addProduct);
      await user.type(input('Product name'), 'Home Cleaning');
      await user.type(input('Price (NGN)'), 'abc');
      await fillService(user, 1, { name: 'Standard Clean', amount: '25000', description: 'Every room' });
      await user.click(screen.getByRole('button', { name: 'Add frequency to service 1' }));
      await user.click(screen.getByRole('button', { name: 'Add frequency to service 1' }));
      // The first row stays empty (skipped); the second has a name but no amount.
      await fillFrequency(user, 'Frequency 2 of service 1', { name: 'Weekly' });
      await user.click(screen.getByRole('button', { name: 'Add Product' }));

      const halfFilled = group('Frequency 2 of service 1');
      await waitFor(() =>
        expect(input('Frequency amount (NGN)', halfFilled)).toHaveAccessibleDescription('Amount is required'),
      );
      expect(input('Frequency name', halfFilled)).not.toHaveAttribute('aria-invalid');
      const empty = group('Frequency 1 of service 1');
      expect(input('Frequency name', empty)).not.toHaveAttribute('aria-invalid');
      expect(input('Frequency amount (NGN)', empty)).not.toHaveAttribute('aria-invalid');
      expect(input('Price (NGN)')).toHaveAccessibleDescription('Amount must be a number');
      expect(server.writes()).toHaveLength(0);
    });

    it("shows the server's message as a toast and the panel 'Failed to add new product. Try again later'", async () => {
      fakeApi({
        'POST /api/admin/add-product': () => ({
          status: 409,
          body: { success: false, message: 'A product with this name already exists.' },
        }),
      });
      const user = renderAt(paths.admin.addProduct);
      await user.type(input('Product name'), 'Home Cleaning');
      await user.type(input('Price (NGN)'), '25000');
      await fillService(user, 1, { name: 'Standard Clean', amount: '25000', description: 'Every room' });
      await user.click(screen.getByRole('button', { name: 'Add Product' }));

      const panel = await screen.findByRole('alert');
      expect(within(panel).getByRole('heading', { name: 'Failed to add new product. Try again later' })).toBeVisible();
      expect(toasts.error).toHaveBeenCalledWith('A product with this name already exists.');
      expect(toasts.success).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Add Product' })).toBeEnabled();
      expect(input('Product name')).toHaveValue('Home Cleaning');
    });
  });

  describe('editing', () => {
    const editPath = '/admin/products/edit/p1';
    /** The edit page also lists the product's history (product-history.test.tsx): none here. */
    const editApi = (routes: Record<string, FakeHandler>) =>
      fakeApi({ 'GET /api/admin/audit': ok({ events: [] }), ...routes });

    it('loads the product into the form and saves the whole product with its ids and the token', async () => {
      const server = editApi({
        'GET /api/admin/product/p1': ok({ product: homeCleaning }),
        'PATCH /api/admin/update-product/p1': ok({ message: 'Product updated successfully.', product: homeCleaning }),
      });
      const user = renderAt(editPath);
      expect(screen.getByRole('heading', { level: 1, name: 'Edit Product' })).toBeInTheDocument();
      await waitFor(() => expect(input('Product name')).toHaveValue('Home Cleaning'));
      expect(input('Price (NGN)')).toHaveValue('25000');
      expect(input('Description', group('Service 1'))).toHaveValue('Every room dusted and mopped');
      expect(input('Frequency amount (NGN)', group('Frequency 1 of service 1'))).toHaveValue('90000');
      const length = within(group('Service 1')).getByRole('combobox', { name: 'Job length' });
      expect(length).toHaveDisplayValue('2 hours');
      await user.selectOptions(length, '3 hours 30 minutes');

      await user.clear(input('Price (NGN)'));
      await user.type(input('Price (NGN)'), '30000');
      await user.click(screen.getByRole('button', { name: 'Add service' }));
      await fillService(user, 2, { name: 'Deep Clean', amount: '60000', description: 'Inside cabinets' });
      await user.click(screen.getByRole('button', { name: 'Save Product' }));

      expect(await screen.findByText('The products list')).toBeInTheDocument();
      expect(toasts.success).toHaveBeenCalledWith('Product updated successfully.');
      const [request] = server.callsTo('PATCH /api/admin/update-product/p1');
      expect(request!.headers.get('adminToken')).toBe('secret-token');
      expect(await request!.clone().json()).toEqual({
        _id: 'p1',
        name: 'Home Cleaning',
        price: 30000,
        services: [
          {
            _id: 's1',
            name: 'Standard Clean',
            description: 'Every room dusted and mopped',
            amount: 25000,
            durationMinutes: 210,
            frequency: [{ _id: 'f1', name: 'Weekly', amount: 90000, intervalDays: 0 }],
            parameters: [],
            extras: [],
            checklist: [],
          },
          {
            name: 'Deep Clean',
            description: 'Inside cabinets',
            amount: 60000,
            durationMinutes: 120,
            frequency: [],
            parameters: [],
            extras: [],
            checklist: [],
          },
        ],
      });
      expect(server.callsTo('POST /api/admin/add-product')).toHaveLength(0);
    });

    it('edits home sizes and extras: kept with their ids, added, moved up, removed; bad values flagged', async () => {
      const bedrooms = {
        _id: 'z1',
        name: 'Bedrooms',
        min: 1,
        max: 8,
        included: 2,
        unitAmount: 7500,
        unitMinutes: 45,
      };
      const sized = {
        ...homeCleaning,
        services: [{ ...homeCleaning.services[0]!, parameters: [bedrooms], extras: [] }],
      };
      const server = editApi({
        'GET /api/admin/product/p1': ok({ product: sized }),
        'PATCH /api/admin/update-product/p1': ok({ message: 'Product updated successfully.', product: sized }),
      });
      const user = renderAt(editPath);
      const first = await screen.findByRole('group', { name: 'Home size 1 of service 1' });
      expect(input("Name, such as 'Bedrooms'", first)).toHaveValue('Bedrooms');
      expect(input('Per extra unit (NGN)', first)).toHaveValue('7500');

      // A second home size, entered wrong first: the shared rules' messages under the fields.
      await user.click(screen.getByRole('button', { name: 'Add home size to service 1' }));
      const second = group('Home size 2 of service 1');
      await user.type(input("Name, such as 'Bedrooms'", second), 'Bathrooms');
      await user.clear(input('Included in the price', second));
      await user.type(input('Included in the price', second), '9');
      await user.click(screen.getByRole('button', { name: 'Save Product' }));
      expect(await within(second).findByText('Included must be between the lowest and the highest')).toBeVisible();
      expect(within(second).getByText('Amount is required')).toBeVisible();
      expect(server.callsTo('PATCH /api/admin/update-product/p1')).toHaveLength(0);
      await user.clear(input('Included in the price', second));
      await user.type(input('Included in the price', second), '1');
      await user.type(input('Per extra unit (NGN)', second), '5000');
      // Bathrooms first; an extra added and then one more removed.
      await user.click(screen.getByRole('button', { name: 'Move up home size 2 of service 1' }));
      await user.click(screen.getByRole('button', { name: 'Add extra to service 1' }));
      await user.type(input('Name', group('Extra 1 of service 1')), 'Inside the oven');
      await user.type(input('Price (NGN)', group('Extra 1 of service 1')), '4000');
      await user.click(screen.getByRole('button', { name: 'Add extra to service 1' }));
      await user.click(screen.getByRole('button', { name: 'Remove extra 2 of service 1' }));
      await user.click(screen.getByRole('button', { name: 'Save Product' }));

      expect(await screen.findByText('The products list')).toBeInTheDocument();
      const [request] = server.callsTo('PATCH /api/admin/update-product/p1');
      const body = (await request!.clone().json()) as { services: { parameters: unknown; extras: unknown }[] };
      expect(body.services[0]!.parameters).toEqual([
        { name: 'Bathrooms', min: 1, max: 8, included: 1, unitAmount: 5000, unitMinutes: 30 },
        bedrooms,
      ]);
      expect(body.services[0]!.extras).toEqual([
        { name: 'Inside the oven', amount: 4000, minutes: 30, maxQuantity: 1 },
      ]);
    });

    it("shows a stored interval that is no preset as 'Custom…' with its days, and keeps or changes it", async () => {
      const everyTenDays = product({
        services: [
          {
            ...homeCleaning.services[0]!,
            frequency: [{ _id: 'f1', name: 'Every 10 days', amount: 22000, intervalDays: 10 }],
          },
        ],
      });
      const server = editApi({
        'GET /api/admin/product/p1': ok({ product: everyTenDays }),
        'PATCH /api/admin/update-product/p1': ok({ message: 'Product updated successfully.', product: everyTenDays }),
      });
      const user = renderAt(editPath);
      await waitFor(() => expect(input('Product name')).toHaveValue('Home Cleaning'));
      const row = group('Frequency 1 of service 1');
      const repeats = within(row).getByRole('combobox', { name: 'Repeats' });
      expect(within(repeats).getByRole('option', { name: 'Custom…' })).toHaveProperty('selected', true);
      expect(input('Days between visits', row)).toHaveValue('10');

      await user.clear(input('Days between visits', row));
      await user.type(input('Days between visits', row), '21');
      await user.click(screen.getByRole('button', { name: 'Save Product' }));
      await screen.findByText('The products list');
      const [request] = server.callsTo('PATCH /api/admin/update-product/p1');
      expect((await request!.clone().json()).services[0].frequency).toEqual([
        { _id: 'f1', name: 'Every 10 days', amount: 22000, intervalDays: 21 },
      ]);
    });

    it('sends a preset chosen over custom days, the days field gone', async () => {
      const everyTenDays = product({
        services: [
          { ...homeCleaning.services[0]!, frequency: [{ _id: 'f1', name: 'Weekly', amount: 22000, intervalDays: 10 }] },
        ],
      });
      const server = editApi({
        'GET /api/admin/product/p1': ok({ product: everyTenDays }),
        'PATCH /api/admin/update-product/p1': ok({ message: 'Product updated successfully.', product: everyTenDays }),
      });
      const user = renderAt(editPath);
      await waitFor(() => expect(input('Product name')).toHaveValue('Home Cleaning'));
      const row = group('Frequency 1 of service 1');
      await user.selectOptions(within(row).getByRole('combobox', { name: 'Repeats' }), 'Every week');
      expect(within(row).queryByLabelText('Days between visits')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Save Product' }));
      await screen.findByText('The products list');
      const [request] = server.callsTo('PATCH /api/admin/update-product/p1');
      expect((await request!.clone().json()).services[0].frequency).toEqual([
        { _id: 'f1', name: 'Weekly', amount: 22000, intervalDays: 7 },
      ]);
    });

    it('requires every frequency field when editing: an empty row is flagged, not skipped', async () => {
      const server = editApi({ 'GET /api/admin/product/p1': ok({ product: homeCleaning }) });
      const user = renderAt(editPath);
      await waitFor(() => expect(input('Product name')).toHaveValue('Home Cleaning'));
      expect(screen.queryByText('Optional. A row left empty is skipped.')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Add frequency to service 1' }));
      await user.click(screen.getByRole('button', { name: 'Save Product' }));

      const row = group('Frequency 2 of service 1');
      await waitFor(() =>
        expect(input('Frequency name', row)).toHaveAccessibleDescription('Frequency name is required'),
      );
      expect(input('Frequency amount (NGN)', row)).toHaveAccessibleDescription('Amount is required');
      expect(input('Frequency name', row)).toHaveFocus();
      expect(server.writes()).toHaveLength(0);
    });

    it("toasts 'Failed to fetch product' once when the product cannot be loaded, and Retry loads it", async () => {
      let fails = true;
      editApi({
        'GET /api/admin/product/p1': () =>
          fails
            ? { status: 500, body: { success: false, message: 'Something broke on our side.' } }
            : ok({ product: homeCleaning }),
      });
      const user = renderAt(editPath);
      const panel = await screen.findByRole('alert');
      expect(within(panel).getByRole('heading', { name: 'Failed to fetch product' })).toBeInTheDocument();
      expect(panel).toHaveTextContent('Something broke on our side.');
      expect(within(panel).getByRole('link', { name: 'Back to products' })).toHaveAttribute('href', '/admin/products');
      expect(toasts.error).toHaveBeenCalledTimes(1);
      expect(toasts.error).toHaveBeenCalledWith('Failed to fetch product');

      fails = false;
      await user.click(within(panel).getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(input('Product name')).toHaveValue('Home Cleaning'));
      expect(toasts.error).toHaveBeenCalledTimes(1);
    });

    it("toasts 'Failed to save product' and shows the panel 'Failed to save product. Try again later'", async () => {
      editApi({
        'GET /api/admin/product/p1': ok({ product: homeCleaning }),
        'PATCH /api/admin/update-product/p1': () => ({
          status: 404,
          body: { success: false, message: 'Product not found. It may have been deleted.' },
        }),
      });
      const user = renderAt(editPath);
      await waitFor(() => expect(input('Product name')).toHaveValue('Home Cleaning'));
      await user.click(screen.getByRole('button', { name: 'Save Product' }));

      const panel = await screen.findByRole('alert');
      expect(within(panel).getByRole('heading', { name: 'Failed to save product. Try again later' })).toBeVisible();
      expect(panel).toHaveTextContent('Product not found. It may have been deleted.');
      expect(toasts.error).toHaveBeenCalledWith('Failed to save product');
      expect(toasts.success).not.toHaveBeenCalled();
      expect(screen.queryByText('The products list')).not.toBeInTheDocument();
    });

    it('posts to add-product when there is no product id (docs/PRODUCT.md#admin-console)', async () => {
      const server = fakeApi({
        'POST /api/admin/add-product': () => ({
          status: 201,
          body: { success: true, message: 'Product added successfully.' },
        }),
      });
      const user = renderAt('/admin/products/edit');
      await user.type(input('Product name'), 'Laundry');
      await user.type(input('Price (NGN)'), '5000');
      await fillService(user, 1, { name: 'Wash and fold', amount: '5000', description: 'Per bag' });
      await user.click(screen.getByRole('button', { name: 'Save Product' }));

      expect(await screen.findByText('The products list')).toBeInTheDocument();
      expect(toasts.success).toHaveBeenCalledWith('Product added successfully.');
      expect(server.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
        `POST ${API_BASE_URL}/api/admin/add-product`,
      ]);
      expect(await server.calls[0]!.clone().json()).toEqual({
        name: 'Laundry',
        price: 5000,
        services: [
          {
            name: 'Wash and fold',
            description: 'Per bag',
            amount: 5000,
            durationMinutes: 120,
            frequency: [],
            parameters: [],
            extras: [],
            checklist: [],
          },
        ],
      });
    });
  });
});
