// First: the testing helpers install fetch for jsdom before the shared base API is created.
import { API_BASE_URL, fakeApi } from '@clean/shared/testing';
import type { Receipt, ReceiptResponse } from '@clean/shared/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { paidReceipt, renderReceiptPage, weeklyPlan } from './support/receipts';

/**
 * A plan's new price on 'Your plan' (docs/PRODUCT.md, Recurring plans): offered when the catalogue's
 * price is not the plan's, accepted in a dialog with the price the customer saw.
 */

const plan: NonNullable<Receipt['plan']> = {
  ...weeklyPlan,
  offeredAmount: 95000,
  nextVisits: [{ reference: 'SPK-REF-2', date: '2030-01-15', time: '7:00 AM', paid: false }],
};

/** The plan's next visit, not charged yet: its manage link opens 'Your plan'. */
const visit: Receipt = {
  ...paidReceipt,
  reference: 'SPK-REF-2',
  status: 'awaiting-payment',
  holdExpiresAt: '2030-01-15T06:00:00.000Z',
  paidAt: null,
  date: '2030-01-15',
  createdAt: '2030-01-08T07:50:00.000Z',
  payment: { appointmentId: 'a2', email: 'adaeze@example.com', service: 's1', frequency: 'f1' },
  manage: {
    ...paidReceipt.manage!,
    reschedule: { allowed: true, reason: null, remaining: 2 },
    cancel: { allowed: true, reason: null, refund: null, contactInstead: false },
  },
  plan,
};

const answer = (changes: Partial<NonNullable<Receipt['plan']>>, message = 'Booking found.') => ({
  status: 200,
  body: {
    success: true,
    message,
    booking: { ...visit, plan: { ...plan, ...changes } },
    serverTime: '2030-01-08T08:00:00.000Z',
  } satisfies ReceiptResponse,
});

const MANAGE = 'GET /api/user/bookings/:reference/manage';
const ACCEPT = 'POST /api/user/bookings/:reference/plan/accept-price';

/** The visit's manage link: its token is the receipt's own, so the page reads the receipt again in place. */
const renderReceipt = () => renderReceiptPage('/booking/SPK-REF-2?token=token').user;

const ACCEPT_BUTTON = { name: 'Accept the new price' };

const yourPlan = () => screen.findByRole('region', { name: 'Your plan' });

describe("a plan's new price on 'Your plan'", () => {
  afterEach(() => jest.restoreAllMocks());

  it('offers a higher price and, once accepted in its dialog, shows the plan at it', async () => {
    // The receipt as the API has it: read again after the change.
    let accepted = false;
    const server = fakeApi({
      [MANAGE]: () => (accepted ? answer({ amount: 95000, offeredAmount: null }) : answer({})),
      [ACCEPT]: () => {
        accepted = true;
        return answer({ amount: 95000, offeredAmount: null }, 'Your plan has its new price.');
      },
    });
    const user = renderReceipt();
    const section = await yourPlan();
    expect(section).toHaveTextContent(
      'Our price for these visits is now NGN 95,000.00 per visit. Your plan stays at NGN 90,000.00 until you ' +
        'accept the new price.',
    );
    // Until accepted, the terms keep the plan's price.
    expect(section).toHaveTextContent('Every week on Tuesdays at 7:00 AM, NGN 90,000.00 per visit');

    await user.click(within(section).getByRole('button', ACCEPT_BUTTON));
    const dialog = screen.getByRole('alertdialog', { name: 'Accept the new price?' });
    expect(dialog).toHaveTextContent(
      'Your visits not charged yet, and those to come, cost NGN 95,000.00 instead of NGN 90,000.00. Visits ' +
        'already paid or being charged keep their price.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Accept the new price' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const [post] = server.callsTo(ACCEPT);
    expect(post!.url).toBe(`${API_BASE_URL}/api/user/bookings/SPK-REF-2/plan/accept-price`);
    expect(await post!.clone().json()).toEqual({ token: 'token', amount: 95000 });
    const after = await yourPlan();
    await waitFor(() => expect(after).toHaveTextContent('Every week on Tuesdays at 7:00 AM, NGN 95,000.00 per visit'));
    expect(within(after).queryByRole('button', ACCEPT_BUTTON)).not.toBeInTheDocument();
  });

  it('offers a lower price the same way, and Not now sends nothing', async () => {
    const server = fakeApi({ [MANAGE]: answer({ offeredAmount: 80000 }) });
    const user = renderReceipt();
    const section = await yourPlan();
    expect(section).toHaveTextContent(
      'Our price for these visits is now lower: NGN 80,000.00 per visit. Your plan stays at NGN 90,000.00 ' +
        'until you accept it.',
    );
    await user.click(within(section).getByRole('button', ACCEPT_BUTTON));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Accept the new price?' })).getByRole('button', {
        name: 'Not now',
      }),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(server.writes()).toHaveLength(0);
  });

  it('when the price changed again meanwhile: the API’s words, the receipt read again, the new price accepted', async () => {
    const stale = 'The price changed again: it is now NGN 97,000.00 per visit. Look at it again before accepting.';
    // The catalogue moved to 97,000 once the page was open.
    let offered = 95000;
    let accepted = false;
    const server = fakeApi({
      [MANAGE]: () => (accepted ? answer({ amount: 97000, offeredAmount: null }) : answer({ offeredAmount: offered })),
      [ACCEPT]: async (request) => {
        offered = 97000;
        if ((await request.clone().json()).amount !== 97000) {
          return { status: 409, body: { success: false, message: stale } };
        }
        accepted = true;
        return answer({ amount: 97000, offeredAmount: null }, 'Your plan has its new price.');
      },
    });
    const user = renderReceipt();
    await user.click(within(await yourPlan()).getByRole('button', ACCEPT_BUTTON));
    const dialog = screen.getByRole('alertdialog', { name: 'Accept the new price?' });
    await user.click(within(dialog).getByRole('button', { name: 'Accept the new price' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(stale);
    await waitFor(() => expect(dialog).toHaveTextContent('cost NGN 97,000.00 instead of NGN 90,000.00'));
    await user.click(within(dialog).getByRole('button', { name: 'Accept the new price' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await Promise.all(server.callsTo(ACCEPT).map(async (call) => (await call.clone().json()).amount))).toEqual([
      95000, 97000,
    ]);
    const after = await yourPlan();
    await waitFor(() => expect(after).toHaveTextContent('Every week on Tuesdays at 7:00 AM, NGN 97,000.00 per visit'));
  });

  it('offers nothing when the plan has the current price', async () => {
    fakeApi({ [MANAGE]: answer({ offeredAmount: null }) });
    renderReceipt();
    const section = await yourPlan();
    expect(section).toHaveTextContent('NGN 90,000.00 per visit');
    expect(within(section).queryByRole('button', ACCEPT_BUTTON)).not.toBeInTheDocument();
    expect(section).not.toHaveTextContent('Our price');
  });
});
