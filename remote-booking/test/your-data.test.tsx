// First: the testing helpers install fetch for jsdom before the shared base API is created.
import { API_BASE_URL, fakeApi, heldAnswer, ok } from '@clean/shared/testing';
import { DATA_REQUEST_SCOPE, type ReceiptResponse } from '@clean/shared/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { paidReceipt, renderReceiptPage } from './support/receipts';

/**
 * Your data (docs/PRODUCT.md, "Your data"): the receipt page asks for links (never shows or erases data
 * itself); the erasure link's page erases only when its button is pressed; the download link's page
 * fetches the file with its buttons and says when the link does not work.
 */
const receipt: ReceiptResponse = {
  success: true,
  message: 'Booking found.',
  booking: paidReceipt,
  serverTime: '2030-01-01T08:00:00.000Z',
};
const SENT = `We have sent a link to the e-mail address of this booking. Open it within 7 days to download your data. ${DATA_REQUEST_SCOPE}`;
const NOT_VALID = 'This link is not valid any more. Ask again from your booking page to get a new one.';

describe('Your data on the receipt page', () => {
  it('"Download my data" e-mails a link to the booking and says so; nothing is downloaded from the page', async () => {
    const held = heldAnswer();
    const api = fakeApi({
      'GET /api/user/bookings/:reference': { status: 200, body: receipt },
      'POST /api/user/bookings/:reference/my-data': held.handler,
    });
    const { user } = renderReceiptPage('/booking/SPK-REF-1?contact=0803%20111%202222');
    const yourData = await screen.findByRole('region', { name: 'Your data' });
    expect(within(yourData).queryByRole('link')).not.toBeInTheDocument();
    await user.click(within(yourData).getByRole('button', { name: 'Download my data' }));
    expect(await within(yourData).findByRole('button', { name: 'Sending the link…' })).toBeDisabled();
    const [asked] = api.callsTo('POST /api/user/bookings/:reference/my-data');
    expect(asked?.url).toBe(`${API_BASE_URL}/api/user/bookings/SPK-REF-1/my-data`);
    expect(await asked?.clone().json()).toEqual({ contact: '0803 111 2222' });
    held.release({ status: 202, body: { success: true, status: 'awaiting-confirmation', message: SENT } });
    expect(await within(yourData).findByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    expect(within(yourData).getByText(SENT)).toBeVisible();
  });
});

describe("the erasure link's page", () => {
  it('erases nothing on load; its button confirms, shows it is busy, then the result', async () => {
    const held = heldAnswer();
    const api = fakeApi({ 'POST /api/user/data-requests/:id/confirm': held.handler });
    const { user } = renderReceiptPage('/booking/SPK-REF-1?erase=r1&code=c0de');
    expect(await screen.findByRole('heading', { name: 'Erase your personal data?' })).toBeVisible();
    expect(screen.getByText(DATA_REQUEST_SCOPE)).toBeVisible();
    expect(api.calls).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Erase my data' }));
    expect(await screen.findByRole('button', { name: 'Erasing…' })).toBeDisabled();
    const [confirm] = api.callsTo('POST /api/user/data-requests/:id/confirm');
    expect(confirm?.url).toBe(`${API_BASE_URL}/api/user/data-requests/r1/confirm`);
    expect(await confirm?.clone().json()).toEqual({ code: 'c0de' });
    const message = `Confirmed. A visit is still to come, so we will erase your data after it, within 30 days. ${DATA_REQUEST_SCOPE}`;
    held.release({ status: 200, body: { success: true, status: 'awaiting-admin', message } });
    expect(await screen.findByRole('heading', { name: 'Confirmed' })).toBeVisible();
    expect(screen.getByText(message)).toBeVisible();
    expect(api.calls).toHaveLength(1);
  });

  it('says why a link does not work, and offers to try again', async () => {
    fakeApi({
      'POST /api/user/data-requests/:id/confirm': { status: 404, body: { success: false, message: NOT_VALID } },
    });
    const { user } = renderReceiptPage('/booking/SPK-REF-1?erase=r1&code=old');
    await user.click(await screen.findByRole('button', { name: 'Erase my data' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'This link did not work' })).toBeVisible();
    expect(alert).toHaveTextContent(NOT_VALID);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});

describe("the download link's page", () => {
  const createObjectURL = jest.fn(() => 'blob:my-data');
  const revokeObjectURL = jest.fn();
  // jsdom has no object URLs and does not navigate: the anchor's click is where the browser saves the file.
  const saved: string[] = [];
  beforeEach(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('downloads the file with its button, with the code of the link', async () => {
    const api = fakeApi({
      'GET /api/user/data-requests/:id/my-data': ok({ bookings: [] }),
    });
    const { user } = renderReceiptPage('/booking/SPK-REF-1?download=r2&code=c0de');
    expect(await screen.findByRole('heading', { name: 'Download your data' })).toBeVisible();
    expect(screen.getByText(DATA_REQUEST_SCOPE)).toBeVisible();
    expect(api.calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Download my data (readable page)' }));
    expect(await screen.findByRole('heading', { name: 'Your file is downloaded' })).toBeVisible();
    expect(api.calls.map((call) => call.url)).toEqual([
      `${API_BASE_URL}/api/user/data-requests/r2/my-data?code=c0de&format=html`,
    ]);
    expect(saved).toEqual(['my-data-SPK-REF-1.html blob:my-data']);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:my-data');
  });

  it('says why an expired link does not work', async () => {
    fakeApi({
      'GET /api/user/data-requests/:id/my-data': { status: 404, body: { success: false, message: NOT_VALID } },
    });
    const { user } = renderReceiptPage('/booking/SPK-REF-1?download=r2&code=old');
    await user.click(await screen.findByRole('button', { name: 'Download my data (JSON)' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(NOT_VALID);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download my data (JSON)' })).toBeEnabled());
  });
});
