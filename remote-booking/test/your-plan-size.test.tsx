// First: the testing helpers install fetch for jsdom before the shared base API is created.
import { API_BASE_URL, fakeApi } from '@clean/shared/testing';
import { notify } from '@clean/shared';
import type { Receipt, ReceiptResponse } from '@clean/shared/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { paidReceipt, renderReceiptPage, weeklyPlan } from './support/receipts';

/**
 * A plan's home size on 'Your plan' (docs/PRODUCT.md, "A price that fits the home"): the booking form's
 * steppers in a dialog, starting from the plan's size, with the price per visit and the length they
 * make; the price shown is sent with the change, and a refusal shows the API's words.
 */

const BEDROOMS = { _id: 'p-bed', name: 'Bedrooms', min: 1, max: 8, included: 2, unitAmount: 7500, unitMinutes: 45 };
const OVEN = { _id: 'e-oven', name: 'Inside the oven', amount: 4000, minutes: 30, maxQuantity: 1 };

const sizeTerms = {
  service: { name: 'Deep Cleaning', durationMinutes: 120, parameters: [BEDROOMS], extras: [OVEN] },
  frequency: { name: 'Weekly', amount: 90000 },
};
const threeBedrooms = { parameters: [{ _id: BEDROOMS._id, count: 3 }], extras: [{ _id: OVEN._id, quantity: 0 }] };

const plan: NonNullable<Receipt['plan']> = {
  ...weeklyPlan,
  amount: 97500,
  size: threeBedrooms,
  sizeTerms,
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
const SIZE = 'POST /api/user/bookings/:reference/plan/size';
const CHANGED = 'Your plan has its new home size: the visits not charged yet have the new price and length.';

const renderReceipt = () => renderReceiptPage('/booking/SPK-REF-2?token=token').user;
const yourPlan = () => screen.findByRole('region', { name: 'Your plan' });
const CHANGE_BUTTON = { name: "Change your home's size" };
const openDialog = async (user: ReturnType<typeof renderReceipt>) => {
  await user.click(within(await yourPlan()).getByRole('button', CHANGE_BUTTON));
  return screen.getByRole('alertdialog', { name: "Change your home's size" });
};

describe("a plan's home size on 'Your plan'", () => {
  afterEach(() => jest.restoreAllMocks());

  it('starts from the plan’s size, follows the steppers with the price and length, and sends the price shown', async () => {
    let changed = false;
    const bigger = { parameters: [{ _id: BEDROOMS._id, count: 4 }], extras: [{ _id: OVEN._id, quantity: 1 }] };
    const server = fakeApi({
      [MANAGE]: () => (changed ? answer({ amount: 109000, size: bigger }) : answer({})),
      [SIZE]: () => {
        changed = true;
        return answer({ amount: 109000, size: bigger }, CHANGED);
      },
    });
    const success = jest.spyOn(notify, 'success').mockReturnValue('toast');
    const user = renderReceipt();
    const dialog = await openDialog(user);
    const bedrooms = within(dialog).getByRole('group', { name: 'Bedrooms' });
    expect(within(bedrooms).getByRole('status')).toHaveTextContent('3');
    expect(dialog).toHaveTextContent('New price: NGN 97,500.00 per visit. One visit takes about 3 hours.');
    expect(dialog).toHaveTextContent('Your plan is now NGN 97,500.00 per visit.');

    await user.click(within(dialog).getByRole('button', { name: 'More: bedrooms' }));
    expect(dialog).toHaveTextContent('New price: NGN 105,000.00 per visit. One visit takes about 3 hours 30 minutes.');
    await user.click(within(dialog).getByRole('button', { name: 'More: Inside the oven' }));
    expect(dialog).toHaveTextContent('New price: NGN 109,000.00 per visit. One visit takes about 4 hours.');

    await user.click(within(dialog).getByRole('button', { name: 'Change the size' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const [post] = server.callsTo(SIZE);
    expect(post!.url).toBe(`${API_BASE_URL}/api/user/bookings/SPK-REF-2/plan/size`);
    expect(await post!.clone().json()).toEqual({ token: 'token', size: bigger, amount: 109000 });
    expect(success).toHaveBeenCalledWith(CHANGED);
    const after = await yourPlan();
    await waitFor(() => expect(after).toHaveTextContent('Every week on Tuesdays at 7:00 AM, NGN 109,000.00 per visit'));
  });

  it('shows the API’s refusal in the dialog and reads the receipt again: the price shown is the one now', async () => {
    const noCrew =
      'Your visit on Tuesday, 22 Jan 2030 has no crew free for 3 hours 30 minutes at that time: change its day ' +
      'or time first, or choose a smaller size.';
    // The catalogue's price moved meanwhile: the receipt read again quotes by it.
    let reads = 0;
    const server = fakeApi({
      [MANAGE]: () => {
        reads += 1;
        return reads > 1
          ? answer({ sizeTerms: { ...sizeTerms, frequency: { name: 'Weekly', amount: 95000 } } })
          : answer({});
      },
      [SIZE]: { status: 409, body: { success: false, message: noCrew } },
    });
    const user = renderReceipt();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'More: bedrooms' }));
    await user.click(within(dialog).getByRole('button', { name: 'Change the size' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(noCrew);
    // The customer's choice stays, priced by the terms now.
    await waitFor(() =>
      expect(dialog).toHaveTextContent(
        'New price: NGN 110,000.00 per visit. One visit takes about 3 hours 30 minutes.',
      ),
    );
    expect(server.callsTo(SIZE)).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Keep my plan' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('offers no size change when the plan’s service asks none', async () => {
    fakeApi({ [MANAGE]: answer({ sizeTerms: null }) });
    renderReceipt();
    const section = await yourPlan();
    expect(within(section).getByRole('button', { name: 'Pause until…' })).toBeInTheDocument();
    expect(within(section).queryByRole('button', CHANGE_BUTTON)).not.toBeInTheDocument();
  });
});
