// First: the testing helpers install fetch for jsdom before the shared base API is created.
import { API_BASE_URL, mockFetch, naira } from '@clean/shared/testing';
import { paths, provideRemoteLoader, type PaymentPopupTransaction } from '@clean/shared';
import type { Receipt, ReceiptResponse } from '@clean/shared/schemas';
import { act, screen, waitFor, within } from '@testing-library/react';
import { paidReceipt, renderReceiptPage, weeklyPlan } from './support/receipts';

/** The device's clock: an hour ahead of the server's, which only the countdown's difference ignores. */
const NOW = new Date('2030-01-01T09:00:00.000Z');
const SERVER_TIME = '2030-01-01T08:00:00.000Z';
const NOT_FOUND =
  'We could not find a booking with this reference and contact. Please check the reference and use the ' +
  'email or phone number you booked with.';

const paid = paidReceipt;
const activePlan = weeklyPlan;

const answerWith = (booking: Partial<Receipt> = {}) => ({
  status: 200,
  body: {
    success: true,
    message: 'Booking found.',
    booking: { ...paid, ...booking },
    serverTime: SERVER_TIME,
  } satisfies ReceiptResponse,
});

/** Held 14 minutes 32 seconds more by the server's clock. */
const awaiting: Partial<Receipt> = {
  status: 'awaiting-payment',
  paidAt: null,
  holdExpiresAt: '2030-01-01T08:14:32.000Z',
};

const statusHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

const renderReceipt = (route = '/booking/SPK-REF-1?contact=adaeze%40example.com') =>
  renderReceiptPage(route, { fakeTimers: true });

async function advance(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

describe('the receipt page', () => {
  beforeEach(() => jest.useFakeTimers({ now: NOW }));
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('loads GET /api/user/bookings/{reference}?contact=… behind a busy skeleton, then shows the booking', async () => {
    const server = mockFetch();
    const reply = server.hold();
    renderReceipt();
    expect(screen.getByRole('heading', { level: 1, name: 'Your Booking' })).toBeInTheDocument();
    const skeleton = await screen.findByRole('status');
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    expect(skeleton).toHaveTextContent('Loading your booking');
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]!.url).toBe(`${API_BASE_URL}/api/user/bookings/SPK-REF-1?contact=adaeze%40example.com`);
    expect(server.calls[0]!.method).toBe('GET');

    reply(answerWith());
    expect(await statusHeading('Paid')).toBeInTheDocument();
    // No live status region once loaded: e2e and screen readers would take the page as still loading.
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('Your payment is received and your crew is booked. See you on the day.')).toBeVisible();

    const details = screen.getByRole('region', { name: 'Appointment details' });
    for (const [label, value] of [
      ['Reference', 'SPK-REF-1'],
      ['Name', 'Adaeze Okafor'],
      ['Address', '12 Aminu Kano Crescent, Wuse 2'],
      ['Location', 'Abuja'],
      ['Service Type', 'Home Cleaning'],
      ['Service', 'Standard Clean'],
      ['Frequency', 'Weekly'],
      ['Amount', naira(90000)],
      ['Date', '2030/01/08'],
      ['Time', '7:00 AM'],
    ] as const) {
      const term = within(details).getByText(label, { selector: 'dt' });
      expect(term.nextElementSibling).toHaveTextContent(value);
    }
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it.each([
    ['completed', { status: 'completed' }, 'Completed', ['This visit took place. Thank you for choosing us.']],
    [
      'cancelled',
      { status: 'cancelled', paidAt: null },
      'Cancelled',
      ['This booking was cancelled. Call us if you have any question about it.'],
    ],
    [
      'expired',
      { status: 'expired', paidAt: null, holdExpiresAt: '2030-01-01T07:45:00.000Z' },
      'Expired',
      ['This booking was not paid in time, so its slot was released. You are welcome to book again.'],
    ],
    [
      'needs-attention (slot taken)',
      { status: 'needs-attention', attentionReason: 'slot-taken' },
      'Needs attention',
      [
        'Your payment arrived after the hold ended, and the slot was taken meanwhile.',
        'Your payment is safe. We will call you to refund it or to agree on another time.',
      ],
    ],
    [
      'needs-attention (cancelled)',
      { status: 'needs-attention', attentionReason: 'cancelled' },
      'Needs attention',
      [
        'Your payment arrived for a booking that had been cancelled.',
        'Your payment is safe. We will call you to refund it or to agree on another time.',
      ],
    ],
  ] as [string, Partial<Receipt>, string, string[]][])(
    'says a %s booking in plain words',
    async (_, booking, title, texts) => {
      mockFetch().answer(answerWith(booking));
      renderReceipt();
      const heading = await statusHeading(title);
      const status = screen.getByRole('region', { name: title });
      expect(status).toContainElement(heading);
      expect(within(status).getByText('Booking status')).toBeVisible();
      for (const text of texts) expect(within(status).getByText(text)).toBeVisible();
      expect(screen.queryByRole('timer')).not.toBeInTheDocument();
      // Only an expired booking offers to book again.
      const bookAgain = screen.queryByRole('link', { name: 'Book again' });
      if (booking.status === 'expired') expect(bookAgain).toHaveAttribute('href', paths.booking);
      else expect(bookAgain).not.toBeInTheDocument();
    },
  );

  it('counts an unpaid hold down from the server clock, then shows it expired and asks the server again', async () => {
    const server = mockFetch();
    server.answer(answerWith(awaiting));
    renderReceipt();
    expect(await statusHeading('Awaiting payment')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your slot is held until the payment arrives. Once the hold ends, the slot is offered to others.',
      ),
    ).toBeVisible();
    // The device's clock is an hour ahead: only holdExpiresAt − serverTime counts.
    expect(screen.getByRole('timer')).toHaveTextContent("We're holding this slot for you: 14:32");
    await advance(1000);
    expect(screen.getByRole('timer')).toHaveTextContent("We're holding this slot for you: 14:31");
    await advance((14 * 60 + 30) * 1000);
    expect(screen.getByRole('timer')).toHaveTextContent('00:01');
    expect(server.calls).toHaveLength(1);

    server.answer(answerWith({ ...awaiting, status: 'expired' }));
    await advance(1000);
    expect(await statusHeading('Expired')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book again' })).toHaveAttribute('href', paths.booking);
    expect(server.calls).toHaveLength(2);
    await advance(60_000);
    expect(server.calls).toHaveLength(2);
  });

  it('shows a hold that runs out offline as expired and keeps the receipt', async () => {
    const server = mockFetch();
    server.answer(answerWith({ ...awaiting, holdExpiresAt: '2030-01-01T08:00:02.000Z' }));
    renderReceipt();
    expect(await statusHeading('Awaiting payment')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent("We're holding this slot for you: 00:02");
    server.fail();
    await advance(2000);
    expect(await statusHeading('Expired')).toBeInTheDocument();
    // The receipt stays: a failed refresh does not replace it with an error.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Appointment details' })).toBeInTheDocument();
    expect(server.calls).toHaveLength(2);
  });

  it('reads an unpaid booking whose hold is already over as expired, without asking again', async () => {
    const server = mockFetch();
    server.answer(answerWith({ ...awaiting, holdExpiresAt: SERVER_TIME }));
    renderReceipt();
    expect(await statusHeading('Expired')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    await advance(5000);
    expect(server.calls).toHaveLength(1);
  });

  it('asks for the email or phone number when the link has none, then shows the booking', async () => {
    const server = mockFetch();
    server.answer(answerWith());
    const { user } = renderReceipt('/booking/SPK-REF-1');
    const form = screen.getByRole('form', { name: 'Find your booking' });
    expect(server.calls).toHaveLength(0);

    await user.click(within(form).getByRole('button', { name: 'Show my booking' }));
    await within(form).findByText('Contact is required: the email or phone number you booked with');
    const field = within(form).getByLabelText('Email or phone number you booked with');
    expect(field).toHaveAccessibleDescription(
      'We show a booking only to the person who made it. Contact is required: the email or phone number you booked with',
    );
    expect(server.calls).toHaveLength(0);

    await user.type(field, '0803 000 0000{Enter}');
    expect(await statusHeading('Paid')).toHaveFocus();
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]!.url).toBe(`${API_BASE_URL}/api/user/bookings/SPK-REF-1?contact=0803+000+0000`);
    expect(screen.queryByRole('form', { name: 'Find your booking' })).not.toBeInTheDocument();
  });

  it("shows the server's message for a wrong contact and lets them try another one", async () => {
    const server = mockFetch();
    server.answer({ status: 404, body: { success: false, message: NOT_FOUND } });
    const { user } = renderReceipt('/booking/SPK-REF-1?contact=someone%40example.com');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'We could not find this booking' })).toBeInTheDocument();
    expect(alert).toHaveTextContent(NOT_FOUND);
    expect(screen.queryByRole('heading', { name: 'Appointment details' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Try another email or phone number' })).toBeInTheDocument();

    server.answer(answerWith());
    await user.type(screen.getByLabelText('Email or phone number you booked with'), 'Adaeze@Example.com');
    await user.click(screen.getByRole('button', { name: 'Show my booking' }));
    expect(await statusHeading('Paid')).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(server.calls.at(-1)!.url).toBe(`${API_BASE_URL}/api/user/bookings/SPK-REF-1?contact=Adaeze%40Example.com`);
  });

  it('opens the manage link without a contact and offers WhatsApp and the phone past the cut-off', async () => {
    const server = mockFetch();
    server.answer(answerWith());
    renderReceipt('/booking/SPK-REF-1?token=abc.def');
    expect(await statusHeading('Paid')).toBeInTheDocument();
    expect(server.calls[0]!.url).toBe(`${API_BASE_URL}/api/user/bookings/SPK-REF-1/manage?token=abc.def`);
    const manage = screen.getByRole('region', { name: 'Change your booking' });
    expect(within(manage).queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    expect(within(manage).queryByRole('button', { name: 'Change date or time' })).not.toBeInTheDocument();
    expect(manage).toHaveTextContent('until 24 hours before the visit');
    expect(within(manage).getByRole('link', { name: /Ask us on WhatsApp/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\//),
    );
    expect(within(manage).getByRole('link', { name: /^Call / })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    );
  });

  it("shows a plan's visit with 'Your plan', and skips the visit after its dialog", async () => {
    const plan = activePlan;
    const server = mockFetch();
    server.answer(answerWith({ plan }));
    const { user } = renderReceipt('/booking/SPK-REF-1?token=abc.def');
    const section = await screen.findByRole('region', { name: 'Your plan' });
    expect(section).toHaveTextContent(
      'Every week on Tuesdays at 7:00 AM, NGN 90,000.00 per visit, charged the day before; skip or cancel any time ' +
        'from your booking link',
    );
    expect(section).toHaveTextContent('Charged to your Visa card ending 4081');
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Tuesday, 8 Jan 2030, 7:00 AMthis visit · paid', 'Tuesday, 15 Jan 2030, 7:00 AM']);

    await user.click(within(section).getByRole('button', { name: 'Skip this visit' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Skip this visit?' });
    expect(dialog).toHaveTextContent('Your visit on Tuesday, 8 Jan 2030, 7:00 AM is cancelled and not charged');
    const skipped = answerWith({ status: 'cancelled', plan: { ...plan, nextVisits: plan.nextVisits.slice(1) } });
    server.answer({ ...skipped, body: { ...skipped.body, message: 'This visit is skipped.' } });
    await user.click(within(dialog).getByRole('button', { name: 'Skip this visit' }));
    const post = server.calls.find((call) => call.method === 'POST')!;
    expect(post.url).toBe(`${API_BASE_URL}/api/user/bookings/SPK-REF-1/plan/skip`);
    expect(await post.clone().json()).toEqual({ token: 'token' });
    // The receipt as it now is: the visit cancelled, the dialog closed, the plan's next visits without it.
    expect(await statusHeading('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Your plan' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('changes the card: the consent, the popup for the next visit, then the new card on the plan', async () => {
    const plan = activePlan;
    const changed = { ...plan, cardLast4: '1234', cardBrand: 'mastercard' };
    const transactions: PaymentPopupTransaction[] = [];
    provideRemoteLoader(async () => ({
      CleanPop: class {
        newTransaction(params: PaymentPopupTransaction) {
          transactions.push(params);
          return {};
        }
      },
    }));
    const posts: { url: string; body: unknown }[] = [];
    let startAnswer: { status: number; body: unknown } = {
      status: 409,
      body: { success: false, message: 'There is no visit to pay with a new card now.' },
    };
    let verified = false;
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const request = input as Request;
      const url = new URL(request.url);
      const json = (answer: { status: number; body: unknown }) =>
        new Response(JSON.stringify(answer.body), {
          status: answer.status,
          headers: { 'Content-Type': 'application/json' },
        });
      if (request.method === 'POST') posts.push({ url: url.pathname, body: await request.clone().json() });
      if (url.pathname.endsWith('/plan/card')) return json(startAnswer);
      if (url.pathname.endsWith('/plan/card/verify')) {
        verified = true;
        const done = answerWith({ plan: changed });
        return json({ ...done, body: { ...done.body, message: 'Your card is changed.' } });
      }
      return json(answerWith({ plan: verified ? changed : plan }));
    }) as unknown as typeof fetch;
    const { user } = renderReceipt('/booking/SPK-REF-1?token=abc.def');
    const section = await screen.findByRole('region', { name: 'Your plan' });

    await user.click(within(section).getByRole('button', { name: 'Change card' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Change your card' });
    expect(dialog).toHaveTextContent(
      `Pay your visit on Tuesday, 15 Jan 2030, 7:00 AM (${naira(90000)}) now with the card you want us to use.`,
    );
    expect(dialog).toHaveTextContent('instead of the card ending 4081');
    const pay = within(dialog).getByRole('button', { name: /^Pay NGN\s90,000\.00 with a new card$/ });
    // Without the consent: said, nothing sent.
    await user.click(pay);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Tick the box to let us charge this card');
    expect(posts).toHaveLength(0);
    await user.click(within(dialog).getByRole('checkbox', { name: /the card I pay with now is charged/ }));

    // Refused by the API: its words in the dialog, no checkout.
    await user.click(pay);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('There is no visit to pay with a new card now.');
    expect(transactions).toHaveLength(0);

    startAnswer = {
      status: 200,
      body: {
        success: true,
        message: 'Pay this visit.',
        reference: 'SPK-REF-2-K1',
        appointmentId: 'visit-2',
        visitReference: 'SPK-REF-2',
        date: '2030-01-15',
        time: '7:00 AM',
        amount: 90000,
        email: 'adaeze@example.com',
      },
    };
    await user.click(pay);
    // The checkout opens for the next visit under the change's reference; the dialog steps aside.
    await waitFor(() => expect(transactions).toHaveLength(1));
    expect(transactions[0]).toMatchObject({
      key: 'pk_test',
      email: 'adaeze@example.com',
      amount: 9_000_000,
      currency: 'NGN',
      reference: 'SPK-REF-2-K1',
      metadata: { appointmentId: 'visit-2' },
    });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(posts.at(-1)).toEqual({
      url: '/api/user/bookings/SPK-REF-1/plan/card',
      body: { token: 'token', consent: true },
    });

    // Closed without paying: said, the card unchanged.
    await act(async () => transactions[0]!.onCancel?.());
    expect(within(section).getByRole('alert')).toHaveTextContent(
      'The payment was not completed: your card is unchanged.',
    );

    // Paid: verified, and the plan shows the new card.
    await act(async () => transactions[0]!.onSuccess?.({ status: 'success', reference: 'SPK-REF-2-K1' }));
    expect(
      await within(await screen.findByRole('region', { name: 'Your plan' })).findByText(
        'Charged to your Mastercard card ending 1234',
      ),
    ).toBeInTheDocument();
    expect(posts.at(-1)).toEqual({
      url: '/api/user/bookings/SPK-REF-1/plan/card/verify',
      body: { token: 'token', reference: 'SPK-REF-2-K1' },
    });
  });

  it("changes the plan's day and time in its dialog, with the booking form's calendar and times", async () => {
    const plan = activePlan;
    const moved = {
      ...plan,
      firstDate: '2030-01-03',
      time: '9:00 AM',
      nextVisits: [plan.nextVisits[0]!, { reference: 'SPK-REF-2', date: '2030-01-10', time: '9:00 AM', paid: false }],
    };
    const posts: Request[] = [];
    let moveAnswer: { status: number; body: unknown } = {
      status: 409,
      body: { success: false, message: 'No crew is free.' },
    };
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const request = input as Request;
      const url = new URL(request.url);
      const json = (answer: { status: number; body: unknown }) =>
        new Response(JSON.stringify(answer.body), {
          status: answer.status,
          headers: { 'Content-Type': 'application/json' },
        });
      if (url.pathname === '/api/admin/availability') {
        return json({ status: 200, body: [{ date: '2030-01-10', availableTimes: ['9:00 AM', '10:00 AM'] }] });
      }
      if (request.method === 'POST') {
        posts.push(request);
        return json(moveAnswer);
      }
      return json(answerWith({ plan: moveAnswer.status === 200 ? moved : plan }));
    }) as unknown as typeof fetch;
    const { user } = renderReceipt('/booking/SPK-REF-1?token=abc.def');
    const section = await screen.findByRole('region', { name: 'Your plan' });

    await user.click(within(section).getByRole('button', { name: 'Change day or time' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Change the day or time of your visits' });
    expect(dialog).toHaveTextContent('Paid visits and visits less than 24 hours away stay as they are.');
    // Nothing chosen yet: the dialog says what is missing and sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Move my visits' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a day and a time first.');
    expect(posts).toHaveLength(0);

    await user.click(await within(dialog).findByRole('button', { name: 'January 10, 2030 Available' }));
    await user.click(within(dialog).getByRole('button', { name: '9:00 AM' }));
    // Refused (a time taken meanwhile): the API's words, the dialog stays open.
    await user.click(within(dialog).getByRole('button', { name: 'Move my visits' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No crew is free.');

    const done = answerWith({ plan: moved });
    moveAnswer = { ...done, body: { ...done.body, message: 'Your plan has its new day and time.' } };
    await user.click(within(dialog).getByRole('button', { name: '9:00 AM' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move my visits' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(posts.at(-1)!.url).toBe(`${API_BASE_URL}/api/user/bookings/SPK-REF-1/plan/reschedule`);
    expect(await posts.at(-1)!.clone().json()).toEqual({ token: 'token', from: '2030-01-10', time: '9:00 AM' });
    // The receipt as it now is: the plan's new terms and times.
    const after = await screen.findByRole('region', { name: 'Your plan' });
    expect(after).toHaveTextContent('Every week on Thursdays at 9:00 AM');
    expect(within(after).getAllByRole('listitem')[1]).toHaveTextContent('Thursday, 10 Jan 2030, 9:00 AM');
  });

  it('says a link is not valid any more, shows nothing of the booking, and offers the lookup', async () => {
    const server = mockFetch();
    const message =
      'This link is not valid any more. Look your booking up with its reference and the email or phone number you booked with.';
    server.answer({ status: 404, body: { success: false, message } });
    renderReceipt('/booking/SPK-REF-1?token=tampered');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'This link is not valid any more' })).toBeInTheDocument();
    expect(screen.queryByText('Adaeze Okafor')).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Find your booking' })).toBeInTheDocument();
  });

  it('offers Retry when the API cannot be reached, and Retry loads the booking', async () => {
    const server = mockFetch();
    server.fail();
    const { user } = renderReceipt();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'We could not load your booking' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Check your connection, then try again.');

    const reply = server.hold();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Retrying…' })).toBeDisabled();
    reply(answerWith());
    expect(await statusHeading('Paid')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(server.calls).toHaveLength(2);
  });

  it('adds the visit to a calendar, opens WhatsApp with the reference and prints', async () => {
    mockFetch().answer(answerWith());
    const print = jest.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = renderReceipt();
    await statusHeading('Paid');
    const actions = screen.getByRole('group', { name: 'Keep your booking' });

    // The file is built when asked for, and downloaded through a link the page clicks.
    const downloads: { href: string; download: string }[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push({ href: this.href, download: this.download });
    });
    await user.click(within(actions).getByRole('button', { name: 'Add to calendar' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    click.mockRestore();
    expect(downloads[0]?.download).toBe('booking-SPK-REF-1.ics');
    const file = decodeURIComponent(downloads[0]!.href.replace('data:text/calendar;charset=utf-8,', ''));
    expect(file).toContain('\r\nUID:SPK-REF-1\r\n');
    expect(file).toContain('\r\nDTSTART:20300108T060000Z\r\n');
    expect(file).toContain('\r\nDURATION:PT2H\r\n');
    await waitFor(() => expect(within(actions).getByRole('button', { name: 'Add to calendar' })).toBeEnabled());
    expect(within(actions).queryByRole('link', { name: 'Add to calendar' })).not.toBeInTheDocument();

    const whatsApp = within(actions).getByRole('link', { name: 'Ask us on WhatsApp (opens WhatsApp)' });
    expect(whatsApp).toHaveAttribute(
      'href',
      `https://wa.me/2348000000000?text=${encodeURIComponent('Hello Sparkle Cleaning & Laundry, I have a question about my booking SPK-REF-1.')}`,
    );

    await user.click(within(actions).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says so when the calendar file cannot be fetched (offline), and the button works again', async () => {
    mockFetch().answer(answerWith());
    jest.doMock('@clean/shared/calendar', () => {
      throw new Error('Loading chunk failed');
    });
    const { user } = renderReceipt();
    await statusHeading('Paid');
    const actions = screen.getByRole('group', { name: 'Keep your booking' });
    await user.click(within(actions).getByRole('button', { name: 'Add to calendar' }));
    expect(await within(actions).findByRole('alert')).toHaveTextContent(
      'The calendar file could not be prepared. Check your connection and try again.',
    );
    expect(within(actions).getByRole('button', { name: 'Add to calendar' })).toBeEnabled();
    jest.dontMock('@clean/shared/calendar');
  });
});
