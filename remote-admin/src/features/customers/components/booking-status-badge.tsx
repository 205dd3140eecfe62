import type { BookingStatus } from '@clean/shared/schemas';
import badges from '../../../components/appointment-status/status-badge.module.css';
import { customersTexts } from '../lib/texts';

const tones: Record<BookingStatus, string | undefined> = {
  'awaiting-payment': badges.warning,
  paid: badges.info,
  expired: badges.muted,
  'needs-attention': badges.danger,
  cancelled: badges.muted,
  completed: badges.good,
};

/** Where a booking stands, as the server derives it, in the console's badge colours. */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return (
    <span className={[badges.badge, tones[status]].filter(Boolean).join(' ')}>{customersTexts.statuses[status]}</span>
  );
}
