import type { Location } from '@clean/shared';
import type { AdminPlansResponse } from '@clean/shared/schemas';
import { expect, type APIRequestContext } from '@playwright/test';
import { payDirectly } from './admin';
import { API } from './api-url';
import { adminToken, bookDirectly, bookingBody, freeSlot, type CatalogueChoice } from './booking-api';
import { newCustomer } from './booking-page';

/** The starter catalogue's weekly service (of `api`). */
export async function weeklyChoice(request: APIRequestContext, api = API): Promise<CatalogueChoice> {
  const answer = (await (await request.get(`${api}/api/admin/products`)).json()) as {
    products: CatalogueChoice['product'][];
  };
  for (const product of answer.products) {
    for (const service of product.services) {
      const frequency = service.frequency.find((each) => each.name === 'Weekly');
      if (frequency) return { product, service, frequency };
    }
  }
  throw new Error('the seeded catalogue sells a weekly service');
}

/**
 * A weekly plan signed up for through the API with consent, its first visit paid with the sandbox's
 * approved card (the plan is active with a saved card); answers the plan's id and its customer.
 */
export async function planThroughApi(
  request: APIRequestContext,
  tag: string,
  location: Location = 'Lagos',
): Promise<{ planId: string; name: string; email: string }> {
  const customer = newCustomer(tag);
  const body = bookingBody(await weeklyChoice(request), location, await freeSlot(request, location), customer);
  const booking = await bookDirectly(request, { ...body, planConsent: true });
  await payDirectly(request, body, booking);
  const answer = await request.get(`${API}/api/admin/plans?status=active&pageSize=100`, {
    headers: { adminToken: await adminToken(request) },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const plan = ((await answer.json()) as AdminPlansResponse).plans.find((each) => each.email === customer.email);
  if (!plan) throw new Error(`no active plan for ${customer.email}`);
  return { planId: plan._id, name: plan.name, email: customer.email };
}
