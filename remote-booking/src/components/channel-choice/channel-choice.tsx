import { paths } from '@clean/shared';
import { CHANNEL_LABELS, MESSAGE_CHANNELS } from '@clean/shared/constants';
import { FieldError } from '@clean/shared/ui';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './channel-choice.module.css';

type Channel = (typeof MESSAGE_CHANNELS)[number];

/** The words beside the choice (ours: docs/PRODUCT.md, "Messages on WhatsApp and SMS"). */
export const channelTexts = {
  notice: 'Our messages follow our',
  noticeLink: 'privacy notice',
  stop: 'Reply STOP at any time to turn a channel off.',
};

/** The line under the choice: the privacy notice the messages follow, and STOP. */
export function ChannelNotice() {
  return (
    <>
      {channelTexts.notice} <Link to={paths.privacy}>{channelTexts.noticeLink}</Link>. {channelTexts.stop}
    </>
  );
}

interface ChannelChoiceProps {
  legend: string;
  /** The radios' group name (one per page). */
  name: string;
  value: Channel;
  onChange: (channel: Channel) => void;
  /** A word beside a channel, such as 'turned off by your STOP'. */
  notes?: Partial<Record<Channel, string>>;
  /** Under the choices: what the choice means. */
  children?: ReactNode;
  error?: string;
}

/**
 * WhatsApp, SMS or e-mail (docs/PRODUCT.md, "Messages on WhatsApp and SMS"): three radios as large tap
 * targets side by side, which wrap on a narrow phone; the booking form and the manage page share it.
 */
export function ChannelChoice({ legend, name, value, onChange, notes, children, error }: ChannelChoiceProps) {
  const id = useId();
  const hintId = children ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset
      className={styles.fieldset}
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {MESSAGE_CHANNELS.map((channel) => (
          <label key={channel} className={styles.option}>
            <input
              type="radio"
              name={name}
              value={channel}
              checked={value === channel}
              onChange={() => onChange(channel)}
            />
            <span>
              {CHANNEL_LABELS[channel]}
              {notes?.[channel] && <span className={styles.note}> ({notes[channel]})</span>}
            </span>
          </label>
        ))}
      </div>
      {children && (
        <p id={hintId} className={styles.hint}>
          {children}
        </p>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  );
}
