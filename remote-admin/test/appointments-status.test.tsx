import {
  appointmentStatus,
  appointmentStatusLabels,
  canChangeStatus,
  paymentLabel,
} from '../src/components/appointment-status/appointment-status';

describe('appointment status (docs/PRODUCT.md#admin-console)', () => {
  it.each([
    { cancelled: false, isCompleted: false, label: 'Active', changeable: true },
    { cancelled: true, isCompleted: false, label: 'Cancelled', changeable: false },
    { cancelled: false, isCompleted: true, label: 'Completed', changeable: false },
    // Cancelled wins over completed.
    { cancelled: true, isCompleted: true, label: 'Cancelled', changeable: false },
  ])(
    'cancelled $cancelled, completed $isCompleted: $label, cancel/complete allowed: $changeable',
    ({ label, changeable, ...flags }) => {
      expect(appointmentStatusLabels[appointmentStatus(flags)]).toBe(label);
      expect(canChangeStatus(flags)).toBe(changeable);
    },
  );

  it('shows payment as Paid or Unpaid', () => {
    expect(paymentLabel(true)).toBe('Paid');
    expect(paymentLabel(false)).toBe('Unpaid');
  });
});
