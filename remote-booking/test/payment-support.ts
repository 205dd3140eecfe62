// First: the booking server installs fetch for jsdom before anything creates the base API.
import { bookingServer } from './support/booking-server';
import {
  provideRemoteLoader,
  type PaymentPopupHosts,
  type PaymentPopupModule,
  type PaymentPopupTransaction,
} from '@clean/shared';
import type { Answer } from '@clean/shared/testing';
import { act, screen } from '@testing-library/react';
import { button, fillEverything, renderBookingPage, settle } from './support/booking-page';

type Reply = Answer | Promise<Answer>;

/**
 * The booking server, plus the payment calls: the record call and the transfer report answer what the
 * test says (by default a paid booking and a held transfer). Records their bodies.
 */
export function paymentServer() {
  const server = bookingServer();
  const bookingFetch = globalThis.fetch;
  const bodies = { record: [] as unknown[], transfer: [] as unknown[] };
  let recordReply: () => Reply = () => ({
    status: 200,
    body: { success: true, status: 'paid', message: 'Payment confirmed. Your cleaning crew is booked.' },
  });
  let transferReply: () => Reply = () => ({
    status: 200,
    body: {
      success: true,
      status: 'awaiting-payment',
      message: "We're confirming your transfer. Your slot is held while it arrives.",
      holdExpiresAt: '2030-01-07T09:00:00.000Z',
      serverTime: '2030-01-07T08:00:00.000Z',
    },
  });
  const json = ({ status, body }: Answer) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const { pathname } = new URL(request.url);
    if (pathname === '/api/user/appointments') {
      bodies.record.push(await request.clone().json());
      return json(await recordReply());
    }
    if (pathname === '/api/user/appointments/transfer-pending') {
      bodies.transfer.push(await request.clone().json());
      return json(await transferReply());
    }
    return bookingFetch(input);
  }) as unknown as typeof fetch;

  return {
    ...server,
    bodies,
    onRecord(reply: typeof recordReply) {
      recordReply = reply;
    },
    onTransfer(reply: typeof transferReply) {
      transferReply = reply;
    },
  };
}

/**
 * A fake popup remote behind the loader the shell would provide: records the module ids asked for,
 * the hosts each popup was made with and every transaction's parameters; `failNext` makes loads fail
 * as when the remote is down, `holdLoads` makes them wait.
 */
export function fakePopupRemote() {
  const loads: string[] = [];
  const popups: { hosts: PaymentPopupHosts }[] = [];
  const transactions: PaymentPopupTransaction[] = [];
  let failures = 0;
  let gate: Promise<void> = Promise.resolve();

  class CleanPop {
    constructor(options: { hosts: PaymentPopupHosts }) {
      popups.push(options);
    }
    newTransaction(params: PaymentPopupTransaction) {
      transactions.push(params);
      return {};
    }
  }
  const module: PaymentPopupModule = { CleanPop };

  provideRemoteLoader(async (id) => {
    loads.push(id);
    await gate;
    if (failures > 0) {
      failures -= 1;
      throw new Error(`The remote module "${id}" could not be loaded: RUNTIME-008`);
    }
    return module;
  });

  const last = (): PaymentPopupTransaction => {
    const params = transactions.at(-1);
    if (!params) throw new Error('No checkout was opened');
    return params;
  };

  return {
    loads,
    popups,
    transactions,
    failNext(count = 1) {
      failures = count;
    },
    /** Loads wait until the returned function is called. */
    holdLoads() {
      let release: () => void = () => {};
      gate = new Promise((resolve) => (release = resolve));
      return () => release();
    },
    /** The checkout reports, as the popup does, inside React's act. */
    async succeed(reference = 'SPK-REF-1') {
      await act(async () => last().onSuccess?.({ status: 'success', reference }));
    },
    async cancel() {
      await act(async () => last().onCancel?.());
    },
    /** The popup's order for a pending transfer: onCancel, then onBankTransferConfirmationPending. */
    async transferPending() {
      await act(async () => {
        const params = last();
        params.onCancel?.();
        params.onBankTransferConfirmationPending?.();
      });
    },
  };
}

/** Renders the page, books the default appointment and waits for the overview. */
export async function bookAndOpenOverview() {
  const view = await renderBookingPage();
  await fillEverything(view.user);
  await view.user.click(button('Book Now'));
  const overview = await screen.findByRole('dialog', { name: 'Appointment Overview' });
  return { ...view, overview };
}

/** The payment server, a fake popup remote, a booking and its checkout opened with Pay Online. */
export async function openCheckout() {
  const server = paymentServer();
  const popup = fakePopupRemote();
  const view = await bookAndOpenOverview();
  await view.user.click(button('Pay Online'));
  await settle();
  return { ...view, server, popup };
}
