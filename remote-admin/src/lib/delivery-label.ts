import { lagosDateTime } from '@clean/shared/lagos-time';
import type { Delivery, DeliveryState } from '@clean/shared/schemas';

/** A WhatsApp or SMS message's delivery as its provider reported it, in the console's words. */
export const DELIVERY_LABELS: Record<DeliveryState, string> = {
  sent: 'Sent',
  delivered: 'Delivered',
  read: 'Read',
  failed: 'Failed',
};

/** 'Delivered 7 Jan 2030, 9:05 AM'; a failure with the provider's reason after a colon. */
export const deliveryText = (delivery: Delivery): string =>
  `${DELIVERY_LABELS[delivery.state]} ${lagosDateTime(delivery.at)}` +
  (delivery.state === 'failed' && delivery.reason ? `: ${delivery.reason}` : '');
