import { contactMatches } from '../../src/services/receipt';
import { bookingStatusOf, type BookingFacts } from '../../src/domain/booking-status';

describe('contactMatches', () => {
  const booking = { email: 'Halima.Bello@example.ng', phone: '+234 803 555 0199' };

  it.each([
    ['halima.bello@EXAMPLE.ng', true],
    ['  Halima.Bello@example.ng ', true],
    ['halima@example.ng', false],
    ['0803 555 0199', true],
    ['+2348035550199', true],
    ['234-803-555-0199', true],
    ['803 555 0199', false],
    ['0803 555 0198', false],
    ['', false],
    ['phone', false],
  ])('%j → %s', (contact, expected) => {
    expect(contactMatches(booking, contact)).toBe(expected);
  });

  it('never matches on too few digits, even when the stored phone is short', () => {
    expect(contactMatches({ email: 'a@b.ng', phone: '123' }, '123')).toBe(false);
  });
});

describe('bookingStatusOf', () => {
  const now = new Date('2030-01-07T08:30:00Z');
  const unpaid: BookingFacts = {
    payment: false,
    cancelled: false,
    isCompleted: false,
    holdExpiresAt: new Date('2030-01-07T08:45:00Z'),
    paidAt: null,
    needsAttention: false,
    attentionReason: null,
  };

  it.each<[string, Partial<BookingFacts>, string]>([
    ['held', {}, 'awaiting-payment'],
    ['hold ended exactly now', { holdExpiresAt: now }, 'expired'],
    ['paid after its hold', { payment: true, holdExpiresAt: new Date('2030-01-07T08:00:00Z') }, 'paid'],
    ['cancelled', { cancelled: true }, 'cancelled'],
    ['completed', { isCompleted: true, payment: true }, 'completed'],
    ['flagged, cancelled and paid', { needsAttention: true, cancelled: true, payment: true }, 'needs-attention'],
  ])('%s → %s', (_name, facts, status) => {
    expect(bookingStatusOf({ ...unpaid, ...facts }, now)).toBe(status);
  });
});
