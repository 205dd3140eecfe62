// First: the testing helpers install fetch for jsdom before the shared base API is created.
import { renderWithProviders } from '@clean/shared/testing';
import { paths } from '@clean/shared';
import type { Receipt } from '@clean/shared/schemas';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import ReceiptPage from '../../src/pages/receipt-page';

/** A paid weekly visit, the receipt the tests start from and change what they look at. */
export const paidReceipt: Receipt = {
  reference: 'SPK-REF-1',
  status: 'paid',
  holdExpiresAt: null,
  paidAt: '2030-01-01T07:55:00.000Z',
  attentionReason: null,
  name: 'Adaeze Okafor',
  address: '12 Aminu Kano Crescent, Wuse 2',
  location: 'Abuja',
  product: 'Home Cleaning',
  service: 'Standard Clean',
  frequency: 'Weekly',
  amount: 90000,
  date: '2030-01-08',
  time: '7:00 AM',
  createdAt: '2030-01-01T07:50:00.000Z',
  cancelReason: null,
  refund: null,
  manage: {
    token: 'token',
    reschedule: {
      allowed: false,
      reason: 'The date or time can be changed online until 24 hours before the visit.',
      remaining: 2,
    },
    cancel: { allowed: false, reason: null, refund: null, contactInstead: true },
    rescheduleCutoffHours: 24,
    cancellationCutoffHours: 24,
    maxReschedules: 2,
    contact: { channel: 'whatsapp', noticeVersion: '1.0', chosenAt: '2030-01-01T07:50:00.000Z', stopped: [] },
  },
  plan: null,
  payment: null,
};

/** An active weekly plan whose next visits are SPK-REF-1 (paid) and the next week's. */
export const weeklyPlan: NonNullable<Receipt['plan']> = {
  status: 'active',
  intervalDays: 7,
  amount: 90000,
  firstDate: '2030-01-08',
  time: '7:00 AM',
  chargeHoursBefore: 24,
  pausedUntil: null,
  cardLast4: '4081',
  cardBrand: 'visa',
  nextVisits: [
    { reference: 'SPK-REF-1', date: '2030-01-08', time: '7:00 AM', paid: true },
    { reference: 'SPK-REF-2', date: '2030-01-15', time: '7:00 AM', paid: false },
  ],
  skip: { allowed: true, reason: null },
  pause: { allowed: true, reason: null },
  cancel: { allowed: true, reason: null },
  changeCard: {
    allowed: true,
    reason: null,
    visit: { reference: 'SPK-REF-2', date: '2030-01-15', time: '7:00 AM', amount: 90000 },
  },
};

/**
 * The receipt page at `route`, with a user whose waits follow jest's clock when the test uses fake
 * timers (`fakeTimers`), else real ones.
 */
export function renderReceiptPage(route: string, { fakeTimers = false } = {}) {
  const user = fakeTimers
    ? userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null })
    : userEvent.setup();
  const view = renderWithProviders(
    <Routes>
      <Route path={paths.receipt} element={<ReceiptPage />} />
    </Routes>,
    { route },
  );
  return { user, ...view };
}
