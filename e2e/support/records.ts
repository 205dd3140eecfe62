import {
  MAX_APPOINTMENTS_PAGE_SIZE,
  type ContactMessage,
  type CrewsResponse,
  type CustomersResponse,
  type MessagesResponse,
} from '@clean/shared/schemas';
import { PRIVACY_NOTICE } from '@clean/shared/privacy';
import { expect, type APIRequestContext } from '@playwright/test';
import { adminToken, API } from './booking-api';

/** The customer the admin API lists for `email` (latest booking first: a new one is near the top). */
export async function customerByEmail(
  request: APIRequestContext,
  email: string,
): Promise<CustomersResponse['customers'][number]> {
  const headers = { adminToken: await adminToken(request) };
  for (let page = 1; ; page += 1) {
    const answer = await request.get(`${API}/api/admin/customers`, {
      headers,
      params: { page, pageSize: MAX_APPOINTMENTS_PAGE_SIZE },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
    const body = (await answer.json()) as CustomersResponse;
    const found = body.customers.find((customer) => customer.email === email);
    if (found) return found;
    if (body.customers.length === 0 || page * body.pageSize >= body.total) throw new Error(`${email} is not listed`);
  }
}

/** A message sent through the contact API as a visitor would, as the inbox stores it (unread: listed first). */
export async function sentMessage(request: APIRequestContext, tag: string): Promise<ContactMessage> {
  const subject = `Office cleaning quote ${tag} ${Date.now().toString(36)}`;
  const sent = await request.post(`${API}/api/user/contact-us`, {
    data: {
      name: 'Ngozi Eze',
      email: `${tag}@example.com`,
      subject,
      message: 'Could you clean our office weekly?',
      privacyNoticeVersion: PRIVACY_NOTICE.version,
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const answer = await request.get(`${API}/api/admin/messages`, {
    headers: { adminToken: await adminToken(request) },
    params: { page: 1, pageSize: MAX_APPOINTMENTS_PAGE_SIZE },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const message = ((await answer.json()) as MessagesResponse).messages.find((listed) => listed.subject === subject);
  if (!message) throw new Error(`the message "${subject}" is not in the inbox`);
  return message;
}

/** The crews as the admin API lists them (the active ones first, by location and name). */
export async function crewsOf(request: APIRequestContext): Promise<CrewsResponse['crews']> {
  const answer = await request.get(`${API}/api/admin/crews`, { headers: { adminToken: await adminToken(request) } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as CrewsResponse).crews;
}
