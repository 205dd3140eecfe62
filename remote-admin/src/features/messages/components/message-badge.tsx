import badges from '../../../components/appointment-status/status-badge.module.css';
import { messagesTexts } from '../lib/texts';

/** Unread (waiting for someone) or Handled. */
export function MessageBadge({ handled }: { handled: boolean }) {
  return (
    <span className={`${badges.badge} ${handled ? badges.muted : badges.info}`}>
      {handled ? messagesTexts.handled : messagesTexts.unread}
    </span>
  );
}
