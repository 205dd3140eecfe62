import {
  CHANNEL_LABELS,
  MESSAGE_TOPICS,
  messageChannelSettings,
  TOPIC_LABELS,
  type MessageChannel,
  type MessageChannelSettingsResponse,
  type MessageTopic,
} from '@clean/shared/schemas';
import { Bone, buttonClassName, FieldError, Skeleton, VisuallyHidden } from '@clean/shared/ui';
import { useId, useState } from 'react';
import { LoadErrorPanel } from '../../../components/load-error-panel/load-error-panel';
import { useAction } from '../../../hooks/use-action';
import {
  useAdminGetMessageChannelsQuery,
  useAdminUpdateMessageChannelsMutation,
} from '../api/message-channel-settings';
import { missing, move, ordersOf, settingsOf, type ChannelOrders } from '../lib/channel-order';
import { messageChannelsTexts as texts } from '../lib/texts';
import styles from './message-channels.module.css';

type TopicErrors = Partial<Record<MessageTopic, string>>;

/** The schema's messages by topic (an empty order, a channel twice); none when the settings pass. */
function errorsOf(orders: ChannelOrders): TopicErrors {
  const checked = messageChannelSettings.safeParse(settingsOf(orders));
  if (checked.success) return {};
  const errors: TopicErrors = {};
  for (const issue of checked.error.issues) {
    const topic = MESSAGE_TOPICS[Number(issue.path[1])];
    if (topic && !errors[topic]) errors[topic] = issue.message;
  }
  return errors;
}

interface TopicOrderProps {
  topic: MessageTopic;
  order: MessageChannel[];
  configured: readonly MessageChannel[];
  error: string | undefined;
  onChange: (next: MessageChannel[]) => void;
}

/** One topic's channels in order, each with Move up, Move down and Remove, then Add for the others. */
function TopicOrder({ topic, order, configured, error, onChange }: TopicOrderProps) {
  const titleId = useId();
  const errorId = useId();
  const name = TOPIC_LABELS[topic];
  const button = buttonClassName({ variant: 'outline' });
  return (
    <fieldset className={styles.topic} aria-labelledby={titleId} aria-describedby={error ? errorId : undefined}>
      <legend id={titleId} className={styles.topicTitle}>
        {name}
      </legend>
      <ol className={styles.order} aria-label={texts.orderLabel(name)}>
        {order.map((channel, index) => (
          <li key={channel} className={styles.channel}>
            <span className={styles.channelName}>
              {CHANNEL_LABELS[channel]}
              {!configured.includes(channel) && <span className={styles.skipped}>{texts.notConfigured}</span>}
            </span>
            <span className={styles.buttons}>
              <button
                type="button"
                className={button}
                disabled={index === 0}
                onClick={() => onChange(move(order, index, -1))}
              >
                {texts.moveUp}
                <VisuallyHidden>{texts.of(channel, name)}</VisuallyHidden>
              </button>
              <button
                type="button"
                className={button}
                disabled={index === order.length - 1}
                onClick={() => onChange(move(order, index, 1))}
              >
                {texts.moveDown}
                <VisuallyHidden>{texts.of(channel, name)}</VisuallyHidden>
              </button>
              <button
                type="button"
                className={button}
                onClick={() => onChange(order.filter((other) => other !== channel))}
              >
                {texts.remove}
                <VisuallyHidden>{texts.of(channel, name)}</VisuallyHidden>
              </button>
            </span>
          </li>
        ))}
      </ol>
      {missing(order).length > 0 && (
        <p className={styles.buttons}>
          {missing(order).map((channel) => (
            <button key={channel} type="button" className={button} onClick={() => onChange([...order, channel])}>
              {texts.add(channel)}
              <VisuallyHidden>{texts.addOf(name)}</VisuallyHidden>
            </button>
          ))}
        </p>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  );
}

/** The loaded settings as a form: every topic's order, checked by the shared schema, saved as a whole. */
function ChannelsForm({ settings }: { settings: MessageChannelSettingsResponse }) {
  const [orders, setOrders] = useState(() => ordersOf(settings));
  const [errors, setErrors] = useState<TopicErrors>({});
  const [update] = useAdminUpdateMessageChannelsMutation();
  const saving = useAction({ success: texts.saved });
  const change = (topic: MessageTopic, next: MessageChannel[]) => {
    const changed = { ...orders, [topic]: next };
    setOrders(changed);
    // A message shown stays true: it goes as soon as the order is fixed.
    if (errors[topic]) setErrors(errorsOf(changed));
  };
  const onSubmit = () => {
    const found = errorsOf(orders);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    void saving.run(() => update(settingsOf(orders)).unwrap());
  };
  const invalid = Object.keys(errors).length > 0;
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {MESSAGE_TOPICS.map((topic) => (
        <TopicOrder
          key={topic}
          topic={topic}
          order={orders[topic]}
          configured={settings.configured}
          error={errors[topic]}
          onChange={(next) => change(topic, next)}
        />
      ))}
      {invalid && <FieldError>{texts.invalid}</FieldError>}
      <div>
        <button type="submit" className={buttonClassName()} disabled={saving.busy}>
          {saving.busy ? texts.saving : texts.save}
        </button>
      </div>
    </form>
  );
}

/** /admin/message-channels' content: the outline while loading, the error with Retry, else the form. */
export function MessageChannelsForm() {
  const { currentData, error, isFetching, refetch } = useAdminGetMessageChannelsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  let content;
  if (error) {
    content = (
      <LoadErrorPanel title={texts.errorTitle} error={error} retrying={isFetching} onRetry={() => void refetch()} />
    );
  } else if (!currentData) {
    content = (
      <Skeleton label={texts.loading}>
        <Bone shape="card" height="8rem" />
        <Bone shape="card" height="8rem" />
      </Skeleton>
    );
  } else {
    content = <ChannelsForm settings={currentData} />;
  }
  return <div className={styles.body}>{content}</div>;
}
