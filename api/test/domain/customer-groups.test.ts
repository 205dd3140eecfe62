import { countCustomers, groupCustomers, type CustomerBooking } from '../../src/domain/customer-groups';

let sequence = 0;
/** A booking made `minute` minutes after 2030-01-07 08:00 UTC. */
function booking(minute: number, overrides: Partial<CustomerBooking> = {}): CustomerBooking {
  sequence += 1;
  return {
    id: `id-${String(sequence).padStart(3, '0')}`,
    createdAt: new Date(Date.UTC(2030, 0, 7, 8, minute)),
    firstName: 'Ada',
    lastName: 'Obi',
    email: `person${sequence}@example.ng`,
    phone: `0803000${String(sequence).padStart(4, '0')}`,
    date: '2030-01-10',
    amount: 10_000,
    payment: false,
    cancelled: false,
    ...overrides,
  };
}

const groupedIds = (rows: CustomerBooking[]) =>
  groupCustomers(rows)
    .map((group) => group.bookings.map((row) => row.id).sort())
    .sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));

describe('groupCustomers', () => {
  it('joins the same email in any case and with spaces around it', () => {
    const a = booking(1, { email: 'Ada.Obi@Example.ng' });
    const b = booking(2, { email: '  ada.obi@example.NG ' });
    const c = booking(3);
    expect(groupedIds([a, b, c])).toEqual([[a.id, b.id], [c.id]]);
  });

  it('joins one Nigerian number written +234… and 0…, with any separators', () => {
    const a = booking(1, { phone: '+234 803 123 4567' });
    const b = booking(2, { phone: '0803-123-4567' });
    const c = booking(3, { phone: '234 (803) 123 4567' });
    const d = booking(4, { phone: '0803 123 4568' });
    expect(groupedIds([a, b, c, d])).toEqual([[a.id, b.id, c.id], [d.id]]);
  });

  it('joins transitively: A and B share an email, B and C a phone', () => {
    const a = booking(1, { email: 'ngozi@example.ng', phone: '08030000001' });
    const b = booking(2, { email: 'NGOZI@example.ng', phone: '08030000002' });
    const c = booking(3, { email: 'ngozi.work@example.ng', phone: '+2348030000002' });
    // C arrives before A in the input: the order must not matter.
    expect(groupedIds([c, a, b])).toEqual([[a.id, b.id, c.id]]);
    expect(countCustomers([c, a, b])).toBe(1);
  });

  it('shows the latest booking’s details, the first booking’s id, paid totals and the latest date', () => {
    const first = booking(1, { firstName: 'Bola', email: 'bola@example.ng', date: '2030-02-01', payment: true });
    const cancelledPaid = booking(2, { email: 'bola@example.ng', payment: true, cancelled: true, amount: 99_000 });
    const latest = booking(3, {
      firstName: 'Bolanle',
      lastName: 'Ade',
      email: 'BOLA@example.ng',
      phone: '0809 999 9999',
      date: '2030-01-20',
      payment: true,
      amount: 20_000.1,
    });
    const [group] = groupCustomers([latest, first, cancelledPaid]);
    expect(group?.customer).toEqual({
      _id: first.id,
      name: 'Bolanle Ade',
      email: 'BOLA@example.ng',
      phone: '0809 999 9999',
      bookings: 3,
      totalPaid: 30_000.1,
      lastBooking: '2030-02-01',
    });
    expect(group?.bookings.map((row) => row.id)).toEqual([latest.id, cancelledPaid.id, first.id]);
  });

  it('lists the customers by latest appointment date, then newest booking', () => {
    const early = booking(1, { date: '2030-01-09' });
    const lateOld = booking(2, { date: '2030-03-01' });
    const lateNew = booking(3, { date: '2030-03-01' });
    expect(groupCustomers([early, lateOld, lateNew]).map((group) => group.customer._id)).toEqual([
      lateNew.id,
      lateOld.id,
      early.id,
    ]);
  });

  it('answers no customer for no bookings', () => {
    expect(groupCustomers([])).toEqual([]);
    expect(countCustomers([])).toBe(0);
  });
});
