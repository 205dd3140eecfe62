import { pageTitle } from '../../../lib/route-titles';

/**
 * Every text of the account screens in one place. The quoted ones are the product's words, casing
 * included (docs/PRODUCT.md#admin-console; tests and e2e look for them); the rest are ours.
 */
export const accountTexts = {
  profile: {
    title: pageTitle('profile'),
    loading: 'Loading your profile',
    email: 'Email',
    phone: 'Phone',
    address: 'Address',
    noPhone: 'No phone number added yet',
    noAddress: 'No address added yet',
    photoAlt: (name: string) => `Profile photo of ${name}`,
    defaultAvatarAlt: 'Default avatar: no profile photo added yet',
    edit: 'Edit Profile',
    changePassword: 'Change Password',
    errorTitle: 'We could not load your profile',
    errorText: 'Please try again in a moment.',
  },
  alerts: {
    title: 'E-mail alerts',
    newBooking: 'A new paid booking',
    newBookingChoices: {
      'at-once': 'At once',
      'daily-digest': 'In a daily digest (06:00, the bookings paid the day before)',
      off: 'Off',
    },
    paymentAttention: 'A payment needs attention (at once)',
    contactMessage: 'A new contact message (at once)',
    submit: 'Save alerts',
    submitting: 'Saving...',
  },
  editProfile: {
    title: pageTitle('edit-profile'),
    intro: 'Keep your name, phone number and address up to date.',
    labels: { name: 'Name', phone: 'Phone', address: 'Address' },
    phoneHint: 'A Nigerian number, e.g. 0803 123 4567 or +234 803 123 4567',
    submit: 'Save Changes',
    submitting: 'Saving...',
    cancel: 'Cancel',
  },
  changePassword: {
    title: pageTitle('change-password'),
    intro: 'After the change you are signed out everywhere and log in again with the new password.',
    labels: { password: 'Old Password', newPassword: 'New Password', confirmPassword: 'Confirm New Password' },
    toggles: {
      password: 'Show old password',
      newPassword: 'Show new password',
      confirmPassword: 'Show confirmed new password',
    },
    show: 'Show',
    mismatch: 'The new passwords do not match.',
    submit: 'Change Password',
    submitting: 'Changing...',
    cancel: 'Cancel',
  },
  /** The panel of a failed profile edit or password change, with this exact casing (docs/PRODUCT.md#errors). */
  failedTitle: 'An error Occurred!',
} as const;
