// First: the testing helpers install fetch for jsdom before the shared base API is created.
import { fakeApi, ok, renderWithProviders } from '@clean/shared/testing';
import { paths } from '@clean/shared';
import type { AuditEvent } from '@clean/shared/schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import EditProductPage from '../src/pages/edit-product-page';
import { product } from './support/fixtures';

const TOKEN = 'tok-history';
const AUDIT = 'GET /api/admin/audit';

const admin = { _id: 'ad1', name: 'Chiamaka Eze', email: 'chiamaka@example.com' };
const events: AuditEvent[] = [
  {
    _id: 'e2',
    at: '2030-01-07T14:30:00.000Z',
    action: 'product.updated',
    subject: 'product',
    subjectId: 'p1',
    admin,
    summary: 'Price changed from NGN 25,000.00 to NGN 30,000.00',
  },
  {
    _id: 'e1',
    at: '2030-01-05T08:05:00.000Z',
    action: 'product.created',
    subject: 'product',
    subjectId: 'p1',
    admin: { ...admin, _id: 'ad2', name: 'Tunde Bello' },
    summary: 'Created Home Cleaning',
  },
];

function renderEdit() {
  const user = userEvent.setup();
  renderWithProviders(
    <Routes>
      <Route path={paths.admin.editProduct} element={<EditProductPage />} />
    </Routes>,
    { route: '/admin/products/edit/p1' },
  );
  return user;
}

beforeEach(() => localStorage.setItem('adminToken', TOKEN));
afterEach(() => localStorage.clear());

describe('product history', () => {
  it("lists the product's changes, newest first, with the admin and the Lagos time", async () => {
    const api = fakeApi({
      'GET /api/admin/product/p1': ok({ product: product() }),
      [AUDIT]: ok({ events }),
    });
    renderEdit();
    const history = await screen.findByRole('region', { name: 'History' });
    const items = await within(history).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Price changed from NGN 25,000.00 to NGN 30,000.00by Chiamaka Eze · 7 Jan 2030, 3:30 PM',
      'Created Home Cleaningby Tunde Bello · 5 Jan 2030, 9:05 AM',
    ]);
    const [request] = api.callsTo(AUDIT);
    expect(Object.fromEntries(new URL(request!.url).searchParams)).toEqual({
      subject: 'product',
      subjectId: 'p1',
      limit: '20',
    });
    expect(request!.headers.get('adminToken')).toBe(TOKEN);
  });

  it('says when nothing was recorded yet', async () => {
    fakeApi({ 'GET /api/admin/product/p1': ok({ product: product() }), [AUDIT]: ok({ events: [] }) });
    renderEdit();
    expect(await screen.findByText('No changes recorded yet.')).toBeInTheDocument();
  });

  it('shows the error with Retry, which asks again', async () => {
    const api = fakeApi({
      'GET /api/admin/product/p1': ok({ product: product() }),
      [AUDIT]: { status: 500, body: { success: false, message: 'Database unavailable' } },
    });
    const user = renderEdit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the history');
    expect(alert).toHaveTextContent('Database unavailable');
    api.set(AUDIT, ok({ events }));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Created Home Cleaning')).toBeInTheDocument();
  });
});
