// First: the testing helpers install fetch for jsdom before the shared base API is created.
import { fakeApi, ok, renderWithProviders } from '@clean/shared/testing';
import { paths } from '@clean/shared';
import { CHECKLIST_LIMIT } from '@clean/shared/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import EditProductPage from '../src/pages/edit-product-page';
import { product, service } from './support/fixtures';
import { spyOnToasts } from './support/toasts';

const withChecklist = product({ services: [service({ checklist: ['Kitchen surfaces wiped', 'Floors mopped'] })] });

function renderEdit() {
  const user = userEvent.setup();
  renderWithProviders(
    <Routes>
      <Route path={paths.admin.editProduct} element={<EditProductPage />} />
      <Route path={paths.admin.products} element={<p>The products list</p>} />
    </Routes>,
    { route: '/admin/products/edit/p1' },
  );
  return user;
}

const checklistOf = () => screen.getByRole('group', { name: 'Checklist' });
const items = () =>
  within(checklistOf())
    .queryAllByRole('textbox', { name: 'Item' })
    .map((field) => (field as HTMLInputElement).value);

let toasts: ReturnType<typeof spyOnToasts>;

beforeEach(() => {
  localStorage.setItem('adminToken', 'secret-token');
  toasts = spyOnToasts();
});
afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

describe("a service's checklist", () => {
  it('shows the stored items, adds and removes them, flags a blank one and saves the list', async () => {
    const server = fakeApi({
      'GET /api/admin/audit': ok({ events: [] }),
      'GET /api/admin/product/p1': ok({ product: withChecklist }),
      'PATCH /api/admin/update-product/p1': ok({ message: 'Product updated successfully.', product: withChecklist }),
    });
    const user = renderEdit();
    await waitFor(() => expect(items()).toEqual(['Kitchen surfaces wiped', 'Floors mopped']));

    await user.click(within(checklistOf()).getByRole('button', { name: 'Add item to service 1' }));
    await user.click(screen.getByRole('button', { name: 'Save Product' }));
    const blank = within(checklistOf()).getByRole('group', { name: 'Checklist item 3 of service 1' });
    expect(await within(blank).findByText('Give each checklist item')).toBeVisible();
    expect(server.callsTo('PATCH /api/admin/update-product/p1')).toHaveLength(0);

    await user.type(within(blank).getByRole('textbox', { name: 'Item' }), 'Bins emptied');
    await user.click(within(checklistOf()).getByRole('button', { name: 'Remove checklist item 1 of service 1' }));
    expect(items()).toEqual(['Floors mopped', 'Bins emptied']);
    await user.click(screen.getByRole('button', { name: 'Save Product' }));

    expect(await screen.findByText('The products list')).toBeInTheDocument();
    expect(toasts.success).toHaveBeenCalledWith('Product updated successfully.');
    const [request] = server.callsTo('PATCH /api/admin/update-product/p1');
    const body = (await request!.clone().json()) as { services: { checklist: string[] }[] };
    expect(body.services[0]!.checklist).toEqual(['Floors mopped', 'Bins emptied']);
  });

  it(`takes at most ${CHECKLIST_LIMIT} items: Add item gives way to a note at the limit`, async () => {
    const full = Array.from({ length: CHECKLIST_LIMIT - 1 }, (_, index) => `Task ${index + 1}`);
    fakeApi({
      'GET /api/admin/audit': ok({ events: [] }),
      'GET /api/admin/product/p1': ok({ product: product({ services: [service({ checklist: full })] }) }),
    });
    const user = renderEdit();
    await waitFor(() => expect(items()).toHaveLength(CHECKLIST_LIMIT - 1));

    await user.click(within(checklistOf()).getByRole('button', { name: 'Add item to service 1' }));
    expect(items()).toHaveLength(CHECKLIST_LIMIT);
    expect(within(checklistOf()).queryByRole('button', { name: /Add item/ })).not.toBeInTheDocument();
    expect(within(checklistOf()).getByText(`At most ${CHECKLIST_LIMIT} checklist items.`)).toBeVisible();
  });
});
