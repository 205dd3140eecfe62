import { lagosDateTime } from '@clean/shared/lagos-time';

/** Every text of the admin accounts sections of the profile page (ours: the product names none). */
export const adminAccountsTexts = {
  admins: {
    title: 'Administrators',
    loading: 'Loading the administrators',
    errorTitle: 'We could not load the administrators',
    you: '(you)',
    enabled: 'Enabled',
    disabledSince: (at: string) => `Disabled since ${lagosDateTime(at)}`,
    disable: 'Disable',
    enable: 'Enable',
    disableFor: (name: string) => `Disable ${name}`,
    enableFor: (name: string) => `Enable ${name}`,
    confirmTitle: (name: string) => `Disable ${name}?`,
    confirmText: 'They are logged out at once and cannot log in until an administrator enables them again.',
    confirm: 'Disable',
    confirming: 'Disabling...',
  },
  invitations: {
    title: 'Invitations',
    intro:
      'An invitation code lets one person sign up as an administrator. It works once and expires; only you see it, once.',
    create: 'Create invitation',
    creating: 'Creating...',
    newCode: 'New invitation code',
    newCodeHint: (expiresAt: string) =>
      `Give this code to the new administrator now: it is not shown again. It works once, until ${lagosDateTime(expiresAt)}.`,
    loading: 'Loading the invitations',
    errorTitle: 'We could not load the invitations',
    empty: 'No pending invitations.',
    pending: (createdBy: string, createdAt: string, expiresAt: string) =>
      `Created by ${createdBy} on ${lagosDateTime(createdAt)} · expires ${lagosDateTime(expiresAt)}`,
    revoke: 'Revoke',
    revokeFor: (createdAt: string) => `Revoke the invitation created on ${lagosDateTime(createdAt)}`,
  },
  activity: {
    title: 'Account activity',
    loading: 'Loading the account activity',
    errorTitle: 'We could not load the account activity',
    empty: 'Nothing recorded yet.',
  },
} as const;
