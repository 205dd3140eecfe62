import {
  DEFAULT_CHANNEL_ORDER,
  MESSAGE_CHANNELS,
  MESSAGE_TOPICS,
  type MessageChannel,
  type MessageChannelSettings,
  type MessageTopic,
} from '@clean/shared/schemas';

/** Each topic's order as the page edits it. */
export type ChannelOrders = Record<MessageTopic, MessageChannel[]>;

/** The saved settings by topic, in the topics' own order; a topic the answer lacks starts with the default. */
export const ordersOf = (settings: MessageChannelSettings): ChannelOrders =>
  Object.fromEntries(
    MESSAGE_TOPICS.map((topic) => [
      topic,
      [...(settings.topics.find((entry) => entry.topic === topic)?.channels ?? DEFAULT_CHANNEL_ORDER)],
    ]),
  ) as ChannelOrders;

/** The whole settings to PUT, every topic in its order. */
export const settingsOf = (orders: ChannelOrders): MessageChannelSettings => ({
  topics: MESSAGE_TOPICS.map((topic) => ({ topic, channels: orders[topic] })),
});

/** The order with the channel at `index` moved by `step` (-1 up, 1 down); unchanged at an end. */
export function move(order: readonly MessageChannel[], index: number, step: -1 | 1): MessageChannel[] {
  const target = index + step;
  const moved = [...order];
  if (target < 0 || target >= order.length) return moved;
  [moved[index], moved[target]] = [moved[target]!, moved[index]!];
  return moved;
}

/** The channels not in the order yet, which Add offers. */
export const missing = (order: readonly MessageChannel[]): MessageChannel[] =>
  MESSAGE_CHANNELS.filter((channel) => !order.includes(channel));
