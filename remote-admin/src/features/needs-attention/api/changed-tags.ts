/**
 * What a rebook or a refund changes: the booking lists and the dashboard, the free times (a crew is
 * taken or freed) and the badge's count. Reloaded after a failure too: a 409 means the slot or the
 * payment changed meanwhile.
 */
export const ATTENTION_CHANGED_TAGS = ['Appointments', 'Dashboard', 'Availability', 'Notifications'] as const;
