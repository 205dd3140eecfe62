// First: the payment support installs fetch for jsdom before the shared base API is created.
import { fakePopupRemote } from './payment-support';
import { API_BASE_URL, jsonResponse, type Answer } from '@clean/shared/testing';
import type { Receipt, ReceiptResponse } from '@clean/shared/schemas';
import { act, screen, within } from '@testing-library/react';
import { paidReceipt, renderReceiptPage } from './support/receipts';

/** The device's clock; the server's is an hour behind, which only the hold's difference ignores. */
const NOW = new Date('2030-01-01T09:00:00.000Z');
const SERVER_TIME = '2030-01-01T08:00:00.000Z';
const RECORDED = 'Payment confirmed. Your appointment is booked.';

/** A booking held 14 minutes 32 seconds more by the server's clock, with what Pay Online needs. */
const awaiting: Receipt = {
  ...paidReceipt,
  status: 'awaiting-payment',
  holdExpiresAt: '2030-01-01T08:14:32.000Z',
  paidAt: null,
  frequency: 'One-off',
  amount: 25000,
  manage: {
    ...paidReceipt.manage!,
    token: 'manage-token',
    reschedule: { allowed: false, reason: 'Pay first to change the date or time.', remaining: 2 },
  },
  payment: { appointmentId: 'appt-1', email: 'adaeze@example.com', service: 's1', frequency: 'f1' },
};

const paidAfter: Receipt = {
  ...awaiting,
  status: 'paid',
  holdExpiresAt: null,
  paidAt: '2030-01-01T08:01:00.000Z',
  payment: null,
};

const receiptAnswer = (booking: Receipt): Answer => ({
  status: 200,
  body: { success: true, message: 'Booking found.', booking, serverTime: SERVER_TIME } satisfies ReceiptResponse,
});

/**
 * The API as the receipt and its payment see it: the receipt read (GET, answered with `receipt`, which
 * the test changes) and the record call (POST, answering `record`); every call is kept.
 */
function receiptServer(first: Receipt) {
  const state = { receipt: first, record: { status: 200, body: { success: true, status: 'paid', message: RECORDED } } };
  const reads: string[] = [];
  const records: unknown[] = [];
  // While set, a read is answered (with the receipt as it was when it arrived) only once this settles.
  let slowReads: Promise<void> | null = null;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/user/appointments') {
      records.push(await request.clone().json());
      return jsonResponse(state.record);
    }
    reads.push(request.url);
    const answer = receiptAnswer(state.receipt);
    if (slowReads) await slowReads;
    return jsonResponse(answer);
  }) as unknown as typeof fetch;
  /** Reads from now on are held until the returned function is called. */
  const holdReads = () => {
    let release = () => {};
    slowReads = new Promise<void>((resolve) => (release = resolve));
    return () => {
      slowReads = null;
      release();
    };
  };
  return { state, reads, records, holdReads };
}

const renderReceipt = (route = '/booking/SPK-REF-1?token=manage-token') =>
  renderReceiptPage(route, { fakeTimers: true });

async function advance(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

const status = async (name: string) => {
  await screen.findByRole('heading', { level: 2, name });
  return screen.getByRole('region', { name });
};
/** Pay Online is loaded on demand: it shows once its chunk is in. */
const payOnline = (region: HTMLElement) => within(region).findByRole('button', { name: 'Pay Online' });

describe('Pay Online on the receipt', () => {
  beforeEach(() => jest.useFakeTimers({ now: NOW }));
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('opens the checkout for the booking, records the payment, and shows the receipt Paid at once', async () => {
    const server = receiptServer(awaiting);
    const popup = fakePopupRemote();
    const release = popup.holdLoads();
    const { user } = renderReceipt();
    const held = await status('Awaiting payment');

    await user.click(await payOnline(held));
    const opening = within(held).getByRole('button', { name: 'Opening secure checkout…' });
    expect(opening).toBeDisabled();
    await user.click(opening);
    release();
    await advance(0);

    expect(popup.loads).toEqual(['clean_popup/popup']);
    expect(popup.transactions).toHaveLength(1);
    expect(popup.transactions[0]).toMatchObject({
      key: 'pk_test',
      email: 'adaeze@example.com',
      amount: 2_500_000,
      currency: 'NGN',
      reference: 'SPK-REF-1',
      metadata: { appointmentId: 'appt-1' },
    });
    // The checkout is open: no second Pay Online beside it.
    expect(within(held).queryByRole('button', { name: /Pay Online|Opening/ })).not.toBeInTheDocument();

    server.state.receipt = paidAfter;
    await popup.succeed('SPK-REF-1');
    const modal = await screen.findByRole('dialog', { name: 'Payment Successful!' });
    expect(within(modal).getByText(RECORDED)).toBeVisible();
    expect(within(modal).getByRole('link', { name: 'View your booking' })).toHaveAttribute(
      'href',
      '/booking/SPK-REF-1?token=manage-token',
    );
    expect(server.records).toEqual([
      {
        time: '7:00 AM',
        date: '2030-01-08',
        service: 's1',
        frequency: 'f1',
        appointmentId: 'appt-1',
        reference: 'SPK-REF-1',
      },
    ]);
    // Read again after the payment: Paid behind the dialog, the hold and Pay Online gone.
    expect(await status('Paid')).toBeInTheDocument();
    expect(server.reads).toHaveLength(2);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();

    await user.click(within(modal).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay Online' })).not.toBeInTheDocument();
  });

  it('turns Paid when a read that left before the payment was stored answers after it', async () => {
    const server = receiptServer(awaiting);
    const popup = fakePopupRemote();
    const { user } = renderReceipt();
    await user.click(await payOnline(await status('Awaiting payment')));
    await advance(0);
    expect(popup.transactions).toHaveLength(1);

    // The checkout closing gives the page the focus back: a read leaves, and is slow to answer.
    const release = server.holdReads();
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(server.reads).toHaveLength(2);
    server.state.receipt = paidAfter;
    await popup.succeed('SPK-REF-1');
    const modal = await screen.findByRole('dialog', { name: 'Payment Successful!' });
    expect(server.records).toHaveLength(1);

    // The slow read says 'Awaiting payment'; the receipt reads again after it and says Paid.
    release();
    await advance(0);
    expect(await status('Paid')).toBeInTheDocument();
    expect(server.reads).toHaveLength(3);
    await user.click(within(modal).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('button', { name: 'Pay Online' })).not.toBeInTheDocument();
  });

  it('offers it for a plan visit whose saved card was refused, with the lookup by phone too', async () => {
    receiptServer({ ...awaiting, attentionReason: 'charge-failed', frequency: 'Weekly' });
    fakePopupRemote();
    renderReceipt('/booking/SPK-REF-1?contact=0803%20555%200199');
    const held = await status('Awaiting payment');
    expect(
      within(held).getByText('We could not charge your saved card for this visit. Please pay online to keep it.'),
    ).toBeVisible();
    expect(await payOnline(held)).toBeEnabled();
  });

  it('says a failed checkout and a popup that is down, and Pay Online tries again', async () => {
    const server = receiptServer(awaiting);
    const popup = fakePopupRemote();
    popup.failNext();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderReceipt();
    const held = await status('Awaiting payment');

    await user.click(await payOnline(held));
    expect(await within(held).findByRole('alert')).toHaveTextContent(
      'Payment is unavailable right now. Your slot is still held; please try again in a moment.',
    );
    expect(popup.transactions).toHaveLength(0);

    await user.click(within(held).getByRole('button', { name: 'Pay Online' }));
    await advance(0);
    expect(popup.transactions).toHaveLength(1);
    expect(within(held).queryByRole('alert')).not.toBeInTheDocument();

    await popup.cancel();
    const failed = await screen.findByRole('alertdialog', { name: 'Payment Failed!' });
    expect(within(failed).getByText('Sorry, your payment failed. Please try again.')).toBeVisible();
    await user.click(within(failed).getByRole('button', { name: 'Close' }));
    expect(within(held).getByRole('button', { name: 'Pay Online' })).toBeEnabled();
    expect(server.records).toHaveLength(0);
  });

  it('is gone when the hold runs out while the page is open, and never offered for an expired hold', async () => {
    const server = receiptServer({ ...awaiting, holdExpiresAt: '2030-01-01T08:00:02.000Z' });
    fakePopupRemote();
    const { unmount } = renderReceipt();
    expect(await payOnline(await status('Awaiting payment'))).toBeEnabled();

    server.state.receipt = { ...awaiting, status: 'expired', holdExpiresAt: '2030-01-01T08:00:02.000Z', payment: null };
    await advance(2000);
    const expired = await status('Expired');
    expect(
      within(expired).getByText(
        'This booking was not paid in time, so its slot was released. You are welcome to book again.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Pay Online' })).not.toBeInTheDocument();
    unmount();

    // Over on arrival by the server's clock, though the answer still says awaiting payment.
    server.state.receipt = { ...awaiting, holdExpiresAt: SERVER_TIME };
    renderReceipt();
    await status('Expired');
    await advance(1000);
    expect(screen.queryByRole('button', { name: 'Pay Online' })).not.toBeInTheDocument();
  });

  it('is not offered on a paid booking', async () => {
    const server = receiptServer(paidAfter);
    renderReceipt();
    await status('Paid');
    await advance(1000);
    expect(screen.queryByRole('button', { name: 'Pay Online' })).not.toBeInTheDocument();
    expect(server.reads[0]).toBe(`${API_BASE_URL}/api/user/bookings/SPK-REF-1/manage?token=manage-token`);
  });
});
