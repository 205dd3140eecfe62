import { z } from 'zod';
import { appointmentWithState, bookingStatus } from './appointment';
import { location } from './availability-settings';
import { email, id, isoDate, messageResponse, nairaTotal, nigerianPhone, requiredText } from './common';

const password = (message: string) => z.string().min(1, message).max(200, 'Password must be at most 200 characters');

/** POST /api/admin/register. `signupCode` is ours (docs/PRODUCT.md#admin-console): needed once an admin exists. */
export const registerRequest = z.object({
  name: requiredText('Full name is required', 100),
  email: email('Email is required', 'Invalid email'),
  password: password('Password is required').refine((v) => v.length >= 8, 'Password must be at least 8 characters'),
  signupCode: z.string().max(200).optional(),
});
export type RegisterRequest = z.infer<typeof registerRequest>;

/** POST /api/admin/login */
export const loginRequest = z.object({
  email: email('Email is required', 'Invalid email'),
  password: password('Password is required'),
});
export type LoginRequest = z.infer<typeof loginRequest>;

/**
 * Who may sign up now (docs/PRODUCT.md#admin-console, Sign-in): `open` while no admin exists (the
 * first sign-up needs no code), `invitation` once one exists and the operator set ADMIN_SIGNUP_CODE
 * (the code is needed), `closed` once one exists and no code is set.
 */
export const REGISTRATION_STATES = ['open', 'invitation', 'closed'] as const;
export const registrationState = z.enum(REGISTRATION_STATES);
export type RegistrationState = z.infer<typeof registrationState>;

/** GET /api/admin/registration (public): the state, and the sentence the login page shows about it. */
export const registrationStatusResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  registration: registrationState,
});
export type RegistrationStatus = z.infer<typeof registrationStatusResponse>;

export const tokenResponse = messageResponse.extend({ token: z.string() });
export type TokenResponse = z.infer<typeof tokenResponse>;

/** How an admin hears of a new paid booking: at once, in a daily digest (the next morning), or not. */
export const NEW_BOOKING_ALERTS = ['at-once', 'daily-digest', 'off'] as const;
export const newBookingAlert = z.enum(NEW_BOOKING_ALERTS, {
  error: 'Choose at once, a daily digest or off',
});
export type NewBookingAlert = z.infer<typeof newBookingAlert>;

/** The e-mails an admin gets (their profile); PATCH /api/admin/alerts takes the same. */
export const adminAlerts = z.object({
  newBooking: newBookingAlert,
  paymentAttention: z.boolean({ error: 'Say yes or no' }),
  contactMessage: z.boolean({ error: 'Say yes or no' }),
});
export type AdminAlerts = z.infer<typeof adminAlerts>;

export const admin = z.object({
  _id: id,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  image: z.string().nullable(),
  alerts: adminAlerts,
});
export type Admin = z.infer<typeof admin>;

/** GET /api/admin/profile */
export const profileResponse = messageResponse.extend({ adminData: admin });
export type ProfileResponse = z.infer<typeof profileResponse>;

/** PATCH /api/admin/update-profile */
export const updateProfileRequest = z.object({
  name: requiredText('Name is required', 100),
  phone: requiredText('Phone is required', 30).pipe(nigerianPhone()),
  address: requiredText('Address is required', 300),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequest>;

/** PATCH /api/admin/change-password. The client does not compare the two; the server does. */
export const changePasswordRequest = z.object({
  password: password('Old password is required'),
  newPassword: password('New password is required'),
  confirmPassword: password('Confirm new password is required'),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

export const DEFAULT_APPOINTMENTS_PAGE_SIZE = 20;
export const MAX_APPOINTMENTS_PAGE_SIZE = 100;

/** A whole number from 1 (to `max`), as a number or as query-string text ('2'); else `message`. */
const pageNumber = (message: string, max = Number.MAX_SAFE_INTEGER) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^\d{1,15}$/)
          .transform(Number),
      ],
      { error: message },
    )
    .pipe(z.number().int(message).min(1, message).max(max, message));

/**
 * `page` (from 1, default 1) and `pageSize` (1 to MAX_APPOINTMENTS_PAGE_SIZE, default
 * DEFAULT_APPOINTMENTS_PAGE_SIZE) of a paged admin list: appointments, customers, messages.
 */
export const pagingShape = {
  page: pageNumber('Page must be a whole number, 1 or more').default(1),
  pageSize: pageNumber(
    `Page size must be a whole number from 1 to ${MAX_APPOINTMENTS_PAGE_SIZE}`,
    MAX_APPOINTMENTS_PAGE_SIZE,
  ).default(DEFAULT_APPOINTMENTS_PAGE_SIZE),
};

/**
 * The filters and order of the appointments list and its CSV export (docs/PRODUCT.md#admin-console):
 * `status` (the derived status), `payment` (paid or unpaid), `location`, and `from`/`to` (appointment
 * dates, inclusive); `sort` by `created` (booking time, the default), `date` (appointment date and
 * time) or `amount`, in `order` (default desc).
 */
export const APPOINTMENT_SORTS = ['created', 'date', 'amount'] as const;
export type AppointmentSort = (typeof APPOINTMENT_SORTS)[number];
const appointmentFilterShape = {
  status: bookingStatus.optional(),
  payment: z.enum(['paid', 'unpaid'], { error: 'Payment must be paid or unpaid' }).optional(),
  location: location.optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  sort: z.enum(APPOINTMENT_SORTS, { error: 'Sort must be created, date or amount' }).default('created'),
  order: z.enum(['asc', 'desc'], { error: 'Order must be asc or desc' }).default('desc'),
};
const dateRangeInOrder = {
  check: (f: { from?: string | undefined; to?: string | undefined }) => !f.from || !f.to || f.from <= f.to,
  params: { message: 'The start date must be on or before the end date', path: ['to'] },
};
/** GET /api/admin/appointments/export.csv takes these alone (every matching appointment). */
export const appointmentFilters = z
  .object(appointmentFilterShape)
  .refine(dateRangeInOrder.check, dateRangeInOrder.params);
export type AppointmentFilters = z.input<typeof appointmentFilters>;
export type AppointmentFilterValues = z.output<typeof appointmentFilters>;

/**
 * GET /api/admin/appointments?page=&pageSize=&…filters: one page of the filtered list, in the order asked
 * (newest booking first by default). `after` (the id of the last row of the page before) or `before`
 * (the id of the first row of the page after) reads the page next to one shown from that row on, along
 * the order's index (keyset paging), rather than skipping `(page - 1) * pageSize` rows: what Next and
 * Previous ask, cheap however deep the page. `page` is then the number the answer is given as; an id
 * no longer in the table reads `page` as usual.
 */
export const appointmentsQuery = z
  .object({
    ...appointmentFilterShape,
    ...pagingShape,
    after: id.optional(),
    before: id.optional(),
  })
  .refine(dateRangeInOrder.check, dateRangeInOrder.params)
  .refine((query) => query.after === undefined || query.before === undefined, {
    message: 'Ask for the page after a row or before one, not both',
    path: ['before'],
  });

/** What a caller sends (numbers, or text as in a URL); `AppointmentsPage` is what the server reads. */
export type AppointmentsQuery = z.input<typeof appointmentsQuery>;
export type AppointmentsPage = z.output<typeof appointmentsQuery>;

/**
 * GET /api/admin/appointments: the appointments of one page, newest first (creation time, then id),
 * with `total`, the number of appointments of every page. A page past the end has none.
 */
export const appointmentsPageResponse = z.object({
  success: z.literal(true),
  appointments: z.array(appointmentWithState),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type AppointmentsPageResponse = z.infer<typeof appointmentsPageResponse>;

/** Earlier names of the GET /api/admin/appointments answer, kept for their importers. */
export const appointmentsResponse = appointmentsPageResponse;
export type AppointmentsResponse = AppointmentsPageResponse;
export const appointmentsWithStateResponse = appointmentsPageResponse;
export type AppointmentsWithStateResponse = AppointmentsPageResponse;

/** POST /api/admin/cancel-appointment and /complete-appointment */
export const appointmentActionRequest = z.object({ appointmentId: id });
export type AppointmentActionRequest = z.infer<typeof appointmentActionRequest>;

/** GET /api/admin/dashboard */
export const dashboardData = z.object({
  admins: z.number().int(),
  appointments: z.number().int(),
  customers: z.number().int(),
  earnings: nairaTotal,
  latestAppointments: z.array(appointmentWithState),
});
export type DashboardData = z.infer<typeof dashboardData>;
export const dashboardResponse = z.object({ success: z.literal(true), dashboardData });
export type DashboardResponse = z.infer<typeof dashboardResponse>;
