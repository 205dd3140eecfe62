import { formatNaira, planPath, receiptPath } from '@clean/shared';
import type { AddProductRequest, AdminPlansResponse, Product } from '@clean/shared/schemas';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { FIRST_ADMIN_STATE, payDirectly } from '../support/admin';
import { seriousViolations } from '../support/axe';
import { adminToken, API, bookDirectly, bookingBody, freeSlot } from '../support/booking-api';
import { newCustomer } from '../support/booking-page';
import { asShown } from '../support/public-site';
import { reviewShot } from '../support/screenshots';

test.use({ storageState: FIRST_ADMIN_STATE, viewport: { width: 390, height: 844 } });

const naira = (amount: number) => asShown(formatNaira(amount));

/** The console's product calls, as the product form makes them. */
async function saveProduct(request: APIRequestContext, product: AddProductRequest & { _id?: string }) {
  const headers = { adminToken: await adminToken(request) };
  const answer = product._id
    ? await request.patch(`${API}/api/admin/update-product/${product._id}`, { headers, data: product })
    : await request.post(`${API}/api/admin/add-product`, { headers, data: product });
  expect(answer.ok(), await answer.text()).toBe(true);
}

async function productNamed(request: APIRequestContext, name: string): Promise<Product> {
  const answer = (await (await request.get(`${API}/api/admin/products`)).json()) as { products: Product[] };
  const product = answer.products.find((each) => each.name === name);
  if (!product) throw new Error(`no product ${name}`);
  return product;
}

/**
 * A plan's new price (docs/PRODUCT.md, Recurring plans): the catalogue's price of a plan's frequency
 * rises; the staff see it offered on the plan's page, the customer on 'Your plan' of their manage link,
 * where they accept it in its dialog and the plan's terms show it. A product of its own, so the weekly
 * price the other tests book at never moves. The API tests cover the charges, the visits repriced and
 * every refusal; the jsdom tests a lower price and a price that changed again.
 */
test("a plan's new price is offered to its customer and the staff, and accepted from the manage link", async ({
  page,
  request,
}) => {
  const name = `E2E Price Plan ${Date.now()}`;
  const weekly = { name: 'Weekly', amount: 20000, intervalDays: 7 };
  const service = { name: 'Plan Clean', description: 'Every room, every week.', amount: 20000 };
  await saveProduct(request, { name, price: 20000, services: [{ ...service, frequency: [weekly] }] });
  const product = await productNamed(request, name);
  try {
    const [stored] = product.services;
    const [frequency] = stored?.frequency ?? [];
    if (!stored || !frequency) throw new Error('the product has its weekly frequency');
    const customer = newCustomer('price');
    const body = bookingBody(
      { product, service: stored, frequency },
      'Lagos',
      await freeSlot(request, 'Lagos'),
      customer,
    );
    const booking = await bookDirectly(request, { ...body, planConsent: true });
    await payDirectly(request, body, booking);

    // The catalogue's price rises, through the console's product call.
    await saveProduct(request, {
      _id: product._id,
      name,
      price: 20000,
      services: [{ _id: stored._id, ...service, frequency: [{ _id: frequency._id, ...weekly, amount: 22000 }] }],
    });

    // The staff see the offer beside the plan's own price.
    const plans = await request.get(`${API}/api/admin/plans?status=active&pageSize=100`, {
      headers: { adminToken: await adminToken(request) },
    });
    const plan = ((await plans.json()) as AdminPlansResponse).plans.find((each) => each.email === customer.email);
    if (!plan) throw new Error(`no active plan for ${customer.email}`);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(planPath(plan._id));
    const terms = page.getByRole('region', { name: 'Terms' });
    await expect(terms).toContainText(`New price offered${naira(22000)} per visit, once the customer accepts it`);
    await reviewShot(page, 'plan-price-staff-1280');

    // The customer, on their manage link.
    await page.goto(`${receiptPath(booking.reference)}?token=${encodeURIComponent(booking.manageToken)}`);
    const yourPlan = page.getByRole('region', { name: 'Your plan' });
    await expect(yourPlan).toContainText(
      `Our price for these visits is now ${naira(22000)} per visit. Your plan stays at ${naira(20000)} until ` +
        'you accept the new price.',
    );
    await reviewShot(page, 'plan-price-offer-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await seriousViolations(page)).toEqual([]);
    await reviewShot(page, 'plan-price-offer-390');

    await yourPlan.getByRole('button', { name: 'Accept the new price' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Accept the new price?' });
    await expect(dialog).toContainText(`cost ${naira(22000)} instead of ${naira(20000)}`);
    expect(await seriousViolations(page)).toEqual([]);
    await reviewShot(page, 'plan-price-dialog-390', { fullPage: false });
    await dialog.getByRole('button', { name: 'Accept the new price' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Your plan has its new price.')).toBeVisible();
    await expect(yourPlan).toContainText(`${naira(22000)} per visit, charged the day before`);
    await expect(yourPlan.getByRole('button', { name: 'Accept the new price' })).toHaveCount(0);
  } finally {
    const removed = await request.delete(`${API}/api/admin/delete-product/${product._id}`, {
      headers: { adminToken: await adminToken(request) },
    });
    expect(removed.ok(), await removed.text()).toBe(true);
  }
});
