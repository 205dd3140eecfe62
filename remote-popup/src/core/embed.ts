/**
 * The deprecated embed mode of `PaystackPop.setup({container})` (docs/POPUP.md §6, §9): the
 * checkout is framed inside the merchant's element instead of over the page, and talks back with
 * plain strings.
 */
import type { PopupTransaction } from './transaction';
import type { SuccessResponse } from './types';

/** Clears `#container`, frames `{siteHost}assets/payment/production/inline.html?{params}` in it. */
export function mountEmbed(
  popupId: string,
  container: HTMLElement,
  siteHost: string,
  urlParameters: Record<string, unknown>,
): HTMLIFrameElement {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(urlParameters)) {
    if (value !== undefined && value !== null) query.append(name, String(value));
  }
  container.innerHTML = '';
  container.classList.add('paystack-embed-container');
  const frame = document.createElement('iframe');
  frame.id = `embed-checkout-${popupId}`;
  frame.name = popupId;
  frame.setAttribute('frameBorder', '0');
  frame.setAttribute('allowtransparency', 'true');
  frame.style.cssText = 'width:100%;height:100%;border:0;visibility:hidden';
  frame.src = `${siteHost}assets/payment/production/inline.html?${query.toString()}`;
  frame.addEventListener('load', () => {
    frame.contentWindow?.postMessage(`PaystackOpen ${popupId}`, '*');
    frame.style.visibility = 'visible';
  });
  container.appendChild(frame);
  return frame;
}

/**
 * String messages of the embedded page: `PaystackClose <id> <data…>` is a success whose data is the
 * whole raw string; `PaystackTLSClose` cancels.
 */
export function respondToEmbedEvent(transaction: PopupTransaction | null, data: unknown): void {
  if (!transaction || typeof data !== 'string') return;
  if (data.startsWith('PaystackClose ')) {
    const payload = data.split(' ').slice(2).join(' ');
    if (!payload) return;
    transaction.isActive = false;
    transaction.callbacks.onSuccess?.(data as unknown as SuccessResponse);
  } else if (data === 'PaystackTLSClose') {
    transaction.cancel();
  }
}
