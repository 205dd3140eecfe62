import { z } from 'zod';
import { email, id, isoDate, messageResponse, nairaAmount, requiredText, timeLabel } from './common';

const password = (message: string) => z.string().min(1, message).max(200, 'Password must be at most 200 characters');

/** POST /api/admin/register. `signupCode` goes beyond the spec: needed once an admin exists. */
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

export const tokenResponse = messageResponse.extend({ token: z.string() });
export type TokenResponse = z.infer<typeof tokenResponse>;

export const admin = z.object({
  _id: id,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  image: z.string().nullable(),
});
export type Admin = z.infer<typeof admin>;

/** GET /api/admin/profile */
export const profileResponse = messageResponse.extend({ adminData: admin });
export type ProfileResponse = z.infer<typeof profileResponse>;

/** PATCH /api/admin/update-profile */
export const updateProfileRequest = z.object({
  name: requiredText('Name is required', 100),
  phone: requiredText('Phone is required', 30),
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

export const appointment = z.object({
  _id: id,
  userData: z.object({
    name: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    address: z.string(),
  }),
  location: z.string(),
  product: z.string(),
  service: z.string(),
  frequency: z.string(),
  notes: z.string(),
  amount: nairaAmount,
  date: isoDate,
  time: timeLabel,
  reference: z.string(),
  payment: z.boolean(),
  cancelled: z.boolean(),
  isCompleted: z.boolean(),
  createdAt: z.string(),
});
export type Appointment = z.infer<typeof appointment>;

/** GET /api/admin/appointments */
export const appointmentsResponse = z.object({ success: z.literal(true), appointments: z.array(appointment) });
export type AppointmentsResponse = z.infer<typeof appointmentsResponse>;

/** POST /api/admin/cancel-appointment and /complete-appointment */
export const appointmentActionRequest = z.object({ appointmentId: id });
export type AppointmentActionRequest = z.infer<typeof appointmentActionRequest>;

/** GET /api/admin/dashboard */
export const dashboardData = z.object({
  admins: z.number().int(),
  appointments: z.number().int(),
  customers: z.number().int(),
  earnings: nairaAmount,
  latestAppointments: z.array(appointment),
});
export type DashboardData = z.infer<typeof dashboardData>;
export const dashboardResponse = z.object({ success: z.literal(true), dashboardData });
export type DashboardResponse = z.infer<typeof dashboardResponse>;
