import { ChannelChoice, ChannelNotice } from '../../../components/channel-choice/channel-choice';
import type { ContactChannel } from '../hooks/use-contact-channel';
import { bookingTexts } from '../lib/texts';

interface ContactChannelFieldProps {
  channel: ContactChannel;
  error?: string;
}

/** "How should we reach you?" on the booking form, with the privacy notice and STOP under it. */
export function ContactChannelField({ channel, error }: ContactChannelFieldProps) {
  return (
    <ChannelChoice
      legend={bookingTexts.labels.contactChannel}
      name="contactChannel"
      value={channel.value}
      onChange={channel.pick}
      error={error}
    >
      <ChannelNotice />
    </ChannelChoice>
  );
}
