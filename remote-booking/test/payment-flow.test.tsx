// Before the page: the server installs fetch for jsdom.
import { bookAndOpenOverview, fakePopupRemote, openCheckout, paymentServer } from './payment-support';
import { DRAFT_STORAGE_KEY } from '../src/features/booking/lib/booking-draft';
import { testRuntimeConfig } from '@clean/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { button, customer, settle, useBookingTestSetup } from './support/booking-page';

const receiptHref = `/booking/SPK-REF-1?token=manage-token`;
const payOnline = () => button('Pay Online');

describe('Pay Online', () => {
  const spies = useBookingTestSetup();

  it('loads the popup remote under its federated name and opens one checkout for the booking', async () => {
    paymentServer();
    const popup = fakePopupRemote();
    const release = popup.holdLoads();
    const { user } = await bookAndOpenOverview();

    await user.click(payOnline());
    const opening = button('Opening secure checkout…');
    expect(opening).toBeDisabled();
    await user.dblClick(opening);
    release();
    await settle();

    expect(popup.loads).toEqual(['clean_popup/popup']);
    expect(popup.popups).toEqual([
      { hosts: { apiHost: testRuntimeConfig.payment.apiHost, checkoutHost: testRuntimeConfig.payment.checkoutHost } },
    ]);
    expect(popup.transactions).toHaveLength(1);
    expect(popup.transactions[0]).toMatchObject({
      key: 'pk_test',
      email: customer.email,
      amount: 9_000_000,
      currency: 'NGN',
      reference: 'SPK-REF-1',
      metadata: { appointmentId: 'appt-1' },
    });
    // The checkout frame must not sit behind a modal dialog.
    expect(screen.queryByRole('dialog', { name: 'Appointment Overview' })).not.toBeInTheDocument();
  });

  it('Cancel while the popup loads: the overview closes and no checkout opens when the load ends', async () => {
    paymentServer();
    const popup = fakePopupRemote();
    const release = popup.holdLoads();
    const { user, overview } = await bookAndOpenOverview();

    await user.click(payOnline());
    expect(within(overview).getByRole('button', { name: 'Opening secure checkout…' })).toBeDisabled();
    await user.click(within(overview).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Appointment Overview' })).not.toBeInTheDocument();
    release();
    await settle();

    expect(popup.loads).toEqual(['clean_popup/popup']);
    expect(popup.transactions).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Booking again, Pay Online is ready (not left 'opening') and opens one checkout.
    await user.click(button('Book Now'));
    await screen.findByRole('dialog', { name: 'Appointment Overview' });
    await user.click(payOnline());
    await settle();
    expect(popup.transactions).toHaveLength(1);
  });

  it('records a successful payment, says so with the receipt link and clears the draft', async () => {
    const server = paymentServer();
    const popup = fakePopupRemote();
    const { user } = await bookAndOpenOverview();
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).not.toBeNull();
    await user.click(payOnline());
    await settle();

    await popup.succeed('SPK-REF-1');
    const modal = await screen.findByRole('dialog', { name: 'Payment Successful!' });
    expect(server.bodies.record).toEqual([
      {
        time: '7:00 AM',
        date: '2030-01-08',
        service: 's1',
        frequency: 'f2',
        appointmentId: 'appt-1',
        reference: 'SPK-REF-1',
      },
    ]);
    expect(within(modal).getByText('Payment confirmed. Your cleaning crew is booked.')).toBeInTheDocument();
    expect(within(modal).getByRole('link', { name: 'View your booking' })).toHaveAttribute('href', receiptHref);
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();

    await user.click(within(modal).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveValue('');
  });

  it('shows the server message when a paid booking needs attention', async () => {
    const { server, popup } = await openCheckout();
    const message = 'Your payment is safe, but this time was taken. We will call you about another time or a refund.';
    server.onRecord(() => ({ status: 200, body: { success: true, status: 'needs-attention', message } }));
    await popup.succeed();

    const modal = await screen.findByRole('dialog', { name: 'Payment Successful!' });
    expect(within(modal).getByText(message)).toBeInTheDocument();
  });

  it('a failed record call: the server message as a toast, and the payment is safe (never Payment Failed)', async () => {
    const { server, popup } = await openCheckout();
    const message = 'We could not confirm this payment yet. Your money is safe: we will reconcile it.';
    server.onRecord(() => ({ status: 409, body: { success: false, message } }));
    await popup.succeed();

    const modal = await screen.findByRole('dialog', { name: 'Payment received' });
    expect(spies.error).toHaveBeenCalledWith(message);
    expect(within(modal).getByText(/Your payment was received and is safe/)).toBeInTheDocument();
    expect(within(modal).getByRole('link', { name: 'View your booking' })).toHaveAttribute('href', receiptHref);
    expect(screen.queryByText('Payment Failed!')).not.toBeInTheDocument();
  });

  it('a closed checkout: Payment Failed!, and Close returns to the overview to pay again', async () => {
    const { user, popup } = await openCheckout();

    await popup.cancel();
    const modal = await screen.findByRole('alertdialog', { name: 'Payment Failed!' });
    expect(within(modal).getByText('Sorry, your payment failed. Please try again.')).toBeInTheDocument();

    await user.click(within(modal).getByRole('button', { name: 'Close' }));
    const overview = screen.getByRole('dialog', { name: 'Appointment Overview' });
    expect(within(overview).getByRole('timer')).toHaveTextContent("We're holding this slot for you:");
    await user.click(payOnline());
    await settle();
    expect(popup.transactions).toHaveLength(2);
    expect(popup.loads).toHaveLength(1);
  });

  it('a pending bank transfer: reports it, then says the slot is held while it is confirmed', async () => {
    const { server, popup } = await openCheckout();

    await popup.transferPending();
    const modal = await screen.findByRole('dialog', { name: "We're confirming your transfer" });
    expect(server.bodies.transfer).toEqual([{ appointmentId: 'appt-1', reference: 'SPK-REF-1' }]);
    expect(
      within(modal).getByText("We're confirming your transfer. Your slot is held while it arrives."),
    ).toBeInTheDocument();
    expect(within(modal).getByText(/held for the next 60 minutes/)).toBeInTheDocument();
    expect(within(modal).getByRole('link', { name: 'View your booking' })).toHaveAttribute('href', receiptHref);
    expect(screen.queryByText('Payment Failed!')).not.toBeInTheDocument();
    expect(server.bodies.record).toEqual([]);
  });

  it.each([
    [
      409,
      'Sorry, this time was booked by someone else after your slot hold ran out. If your transfer arrives, your money is safe: we will record it and call you to arrange another time or a refund.',
    ],
    [
      502,
      'We could not reach the payment provider to check your transfer. Your money is safe: once it arrives we record it. Please try again in a moment.',
    ],
  ])(
    'a failed transfer report (%i): the server message as a toast, and the transfer is safe',
    async (status, message) => {
      const { server, popup } = await openCheckout();
      server.onTransfer(() => ({ status, body: { success: false, message } }));

      await popup.transferPending();
      const modal = await screen.findByRole('dialog', { name: "We're confirming your transfer" });
      expect(server.bodies.transfer).toEqual([{ appointmentId: 'appt-1', reference: 'SPK-REF-1' }]);
      expect(spies.error).toHaveBeenCalledWith(message);
      expect(
        within(modal).getByText(
          'We could not confirm your transfer yet. If you sent money, it is safe: once it arrives we record it with your booking and call you if anything is needed.',
        ),
      ).toBeInTheDocument();
      // The toast's words are not repeated in the dialog, and no hold is promised.
      expect(within(modal).queryByText(message)).not.toBeInTheDocument();
      expect(within(modal).queryByText(/held for the next/)).not.toBeInTheDocument();
      expect(within(modal).getByRole('link', { name: 'View your booking' })).toHaveAttribute('href', receiptHref);
      expect(screen.queryByText('Payment Failed!')).not.toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: 'Appointment Overview' })).not.toBeInTheDocument();
    },
  );

  it('the popup remote is down: payment is unavailable, the hold stays, and Pay Online retries', async () => {
    paymentServer();
    const popup = fakePopupRemote();
    popup.failNext();
    const { user } = await bookAndOpenOverview();
    await user.click(payOnline());
    await settle();

    const overview = screen.getByRole('dialog', { name: 'Appointment Overview' });
    expect(
      await within(overview).findByText(
        'Payment is unavailable right now. Your slot is still held; please try again in a moment.',
      ),
    ).toBeInTheDocument();
    expect(within(overview).getByRole('timer')).toHaveTextContent("We're holding this slot for you:");
    expect(popup.transactions).toHaveLength(0);

    await user.click(payOnline());
    await waitFor(() => expect(popup.transactions).toHaveLength(1));
    expect(popup.loads).toHaveLength(2);
  });
});
