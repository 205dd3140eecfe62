/**
 * The data the admin screens show, as the API sends it. Each factory gives one valid record; a test
 * names only what it is about in `overrides`.
 */
import { ok } from '@clean/shared/testing';
import type { Admin, AppointmentWithState, Product, Service } from '@clean/shared/schemas';

/** A paid, active booking of `name` ('First Last'), whose email is made from the first name. */
export function appointment(
  id: string,
  name: string,
  overrides: Partial<AppointmentWithState> = {},
): AppointmentWithState {
  const [firstName = name, lastName = ''] = name.split(' ');
  return {
    _id: id,
    userData: {
      name,
      firstName,
      lastName,
      email: `${firstName.toLowerCase()}@example.com`,
      phone: '+234 803 000 0001',
      address: '12 Aminu Kano Crescent, Wuse 2, Abuja',
    },
    location: 'Abuja',
    product: 'Home Cleaning',
    service: 'Standard Clean',
    frequency: 'Weekly',
    notes: '',
    amount: 90000,
    date: '2030-01-08',
    time: '7:00 AM',
    reference: `SPK-${id}`,
    payment: true,
    cancelled: false,
    isCompleted: false,
    createdAt: '2030-01-07T08:00:00.000Z',
    status: 'paid',
    holdExpiresAt: null,
    paidAt: '2030-01-07T08:05:00.000Z',
    needsAttention: false,
    attentionReason: null,
    ...overrides,
  };
}

/** Standard Clean, with one frequency option: Weekly. */
export function service(overrides: Partial<Service> = {}): Service {
  return {
    _id: 's1',
    name: 'Standard Clean',
    description: 'Every room dusted and mopped',
    amount: 25000,
    durationMinutes: 120,
    frequency: [{ _id: 'f1', name: 'Weekly', amount: 90000 }],
    ...overrides,
  };
}

/** Home Cleaning, with one service: Standard Clean. */
export function product(overrides: Partial<Product> = {}): Product {
  return { _id: 'p1', name: 'Home Cleaning', price: 25000, services: [service()], ...overrides };
}

/** A signed-in admin with every detail filled in, photo included. */
export function adminProfile(overrides: Partial<Admin> = {}): Admin {
  return {
    _id: 'a1',
    name: 'Chiamaka Eze',
    email: 'chiamaka@example.com',
    phone: '0803 123 4567',
    address: '5 Yakubu Gowon Crescent, Asokoro, Abuja',
    image: 'https://images.example.com/chiamaka.jpg',
    alerts: { newBooking: 'at-once', paymentAttention: true, contactMessage: true },
    ...overrides,
  };
}

/** The answer of GET /api/admin/profile. */
export const profileAnswer = (admin: Admin = adminProfile()) => ok({ message: 'Profile loaded.', adminData: admin });

/**
 * The answers of the profile page's admin accounts sections (administrators, invitations, account
 * activity): the signed-in admin alone, nothing pending, nothing recorded.
 */
export const accountSectionAnswers = (admin: Admin = adminProfile()) => ({
  'GET /api/admin/admins': ok({
    admins: [
      { _id: admin._id, name: admin.name, email: admin.email, createdAt: '2030-01-01T08:00:00.000Z', disabledAt: null },
    ],
  }),
  'GET /api/admin/invitations': ok({ invitations: [] }),
  'GET /api/admin/audit': ok({ events: [] }),
});
