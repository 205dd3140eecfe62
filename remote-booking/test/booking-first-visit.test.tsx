// Before the page: the server installs fetch for jsdom.
import { bookingServer } from './support/booking-server';
import { renderWithProviders } from '@clean/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import BookingPage from '../src/pages/booking-page';
import { availableDay, field, naira, settle, useBookingTestSetup } from './support/booking-page';

// A file of its own: the data layer, once loaded, stays loaded for later visits to the page (and
// later tests in a file), and this is the first visit.
describe('the booking page on a first visit', () => {
  useBookingTestSetup();

  it('fills the selects without the data layer, and reads the free dates on the first touch of the form', async () => {
    // A phone's first screen: the date's place is below it, so nothing reports it near.
    const observed: Element[] = [];
    const original = window.IntersectionObserver;
    window.IntersectionObserver = class {
      observe(element: Element) {
        observed.push(element);
      }
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    try {
      const server = bookingServer();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
      renderWithProviders(<BookingPage />);
      await screen.findByText(`Home Cleaning - starts from ${naira(25000)}`);
      await settle();
      expect(observed).not.toHaveLength(0);
      expect(server.availabilityCalls()).toHaveLength(0);
      // Nothing is announced as loading while nothing is.
      expect(screen.queryByText('Loading the free dates')).not.toBeInTheDocument();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();

      await user.click(field('First Name'));
      await waitFor(() => expect(server.availabilityCalls()).toHaveLength(1));
      // The calendar's own code still waits for a location (or for its place to near the screen).
      await user.selectOptions(field('Location'), 'Abuja');
      expect(await availableDay('January 8, 2030')).toBeInTheDocument();
    } finally {
      window.IntersectionObserver = original;
    }
  });
});
