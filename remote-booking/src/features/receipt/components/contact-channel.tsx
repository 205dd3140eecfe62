import { isApiError, notify } from '@clean/shared';
import { CHANNEL_LABELS } from '@clean/shared/constants';
import { lagosDate, longDate } from '@clean/shared/lagos-time';
import { PRIVACY_NOTICE } from '@clean/shared/privacy';
import type { MessageChannel, Receipt } from '@clean/shared/schemas';
import { buttonClassName } from '@clean/shared/ui';
import { useId, useState } from 'react';
import { ChannelChoice, ChannelNotice } from '../../../components/channel-choice/channel-choice';
import { useReceiptContactChannelMutation } from '../api/manage-booking';
import { receiptTexts } from '../lib/texts';
import styles from './receipt.module.css';

const t = receiptTexts.messages;

/** The picker: the radios, Save and Keep; the refusal shows under it. */
function ChangeChannel({ booking, onClose }: { booking: Receipt; onClose: () => void }) {
  const { contact } = booking.manage;
  const [channel, setChannel] = useState<MessageChannel>(contact.channel);
  const [problem, setProblem] = useState<string | null>(null);
  const [save, saving] = useReceiptContactChannelMutation();
  const stopped = Object.fromEntries(contact.stopped.map((each) => [each.channel, t.stoppedNote]));

  const submit = async () => {
    setProblem(null);
    try {
      const answer = await save({
        reference: booking.reference,
        token: booking.manage.token,
        channel,
        privacyNoticeVersion: PRIVACY_NOTICE.version,
      }).unwrap();
      notify.success(answer.message);
      onClose();
    } catch (error) {
      setProblem(isApiError(error) && typeof error.status === 'number' ? error.message : receiptTexts.errorText);
    }
  };

  return (
    <>
      <ChannelChoice
        legend={t.legend}
        name="contact-channel"
        value={channel}
        onChange={setChannel}
        notes={stopped}
        error={problem ?? undefined}
      >
        <ChannelNotice />
      </ChannelChoice>
      <div className={styles.actions}>
        <button
          type="button"
          className={buttonClassName()}
          disabled={saving.isLoading || (channel === contact.channel && contact.chosenAt !== null)}
          onClick={() => void submit()}
        >
          {saving.isLoading ? t.saving : t.save}
        </button>
        <button type="button" className={buttonClassName({ variant: 'outline' })} onClick={onClose}>
          {t.keep}
        </button>
      </div>
    </>
  );
}

/**
 * "Messages" on the manage page (docs/PRODUCT.md, "Messages on WhatsApp and SMS"): the channel chosen,
 * the channels the customer's STOP turned off, and Change (recorded with the privacy notice shown).
 */
export function ContactChannel({ booking }: { booking: Receipt }) {
  const titleId = useId();
  const [changing, setChanging] = useState(false);
  const { contact } = booking.manage;
  const stopped = contact.stopped
    .map((each) => `${CHANNEL_LABELS[each.channel]} (${longDate(lagosDate(each.at))})`)
    .join(', ');
  return (
    <section className={styles.stack} aria-labelledby={titleId}>
      <h2 className={styles.sectionTitle} id={titleId}>
        {t.title}
      </h2>
      <p>{contact.chosenAt ? t.chosen(CHANNEL_LABELS[contact.channel]) : t.notChosen}</p>
      {stopped && <p>{t.stopped(stopped)}</p>}
      {changing ? (
        <ChangeChannel booking={booking} onClose={() => setChanging(false)} />
      ) : (
        <div className={styles.actions}>
          <button type="button" className={buttonClassName({ variant: 'outline' })} onClick={() => setChanging(true)}>
            {t.change}
          </button>
        </div>
      )}
    </section>
  );
}
