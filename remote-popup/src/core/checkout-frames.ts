/**
 * The two full-screen frames every popup owns (docs/POPUP.md §7): a dark background frame with a
 * loading spinner, and the checkout frame from `{checkoutHost}popup` above it. Both sit above the page
 * and stay hidden until a checkout opens; they are never removed.
 */

export const CLOSE_ANIMATION_MS = 300;

const FRAME_STYLE =
  'z-index:2147483647;background:transparent;border:0 none transparent;overflow:hidden;margin:0;padding:0;' +
  '-webkit-tap-highlight-color:transparent;-webkit-touch-callout:none;position:fixed;left:0;top:0;' +
  'width:100%;height:100%;transition:opacity .3s;visibility:hidden;display:none;color-scheme:light;';

function frame(id: string, style = ''): HTMLIFrameElement {
  const element = document.createElement('iframe');
  element.setAttribute('frameBorder', '0');
  element.setAttribute('allowtransparency', 'true');
  element.id = id;
  element.style.cssText = FRAME_STYLE + style;
  return element;
}

/** A white ring turning: the loader shown until the checkout reports its transaction. */
function loaderDocument(): string {
  return (
    '<!DOCTYPE html><html lang="en"><head><meta charset="UTF-8"><title>Paystack Popup Loader</title><style>' +
    '.app-loader{display:flex;height:100vh;align-items:center;justify-content:center}' +
    '.s{width:32px;height:32px;border:4px solid rgba(255,255,255,.3);border-top-color:#fff;border-radius:50%;' +
    'animation:f 1s linear infinite}@keyframes f{to{transform:rotate(1turn)}}</style></head><body>' +
    '<div id="app-loader" class="app-loader"><div id="spinner" class="app-loader__spinner s"></div></div></body></html>'
  );
}

export function createBackgroundFrame(popupId: string): HTMLIFrameElement {
  const element = frame(`inline-background-${popupId}`, 'background:rgba(0,0,0,.75);');
  document.body.appendChild(element);
  const loader = element.contentWindow?.document;
  if (loader) {
    loader.open();
    loader.write(loaderDocument());
    loader.close();
  }
  return element;
}

export function createCheckoutFrame(popupId: string, src: string): HTMLIFrameElement {
  const element = frame(`inline-checkout-${popupId}`);
  element.src = src;
  element.setAttribute('allowpaymentrequest', 'true');
  element.setAttribute('allow', 'payment; clipboard-read; clipboard-write');
  document.body.appendChild(element);
  return element;
}

export function showFrames(...frames: HTMLIFrameElement[]): void {
  for (const element of frames) {
    element.style.display = '';
    element.style.visibility = 'visible';
  }
}

/** Hides the checkout at once and fades the background out; `done` runs when it is gone. */
export function hideFrames(checkout: HTMLIFrameElement, background: HTMLIFrameElement, done: () => void): void {
  background.style.opacity = '0';
  checkout.style.display = 'none';
  checkout.style.visibility = 'hidden';
  setTimeout(() => {
    background.style.display = 'none';
    background.style.visibility = 'hidden';
    background.style.opacity = '1';
    done();
  }, CLOSE_ANIMATION_MS);
}

/** Hides the spinner once the checkout shows its transaction. */
export function hideLoader(background: HTMLIFrameElement): void {
  const loader = background.contentWindow?.document.getElementById('app-loader');
  if (loader) loader.style.display = 'none';
}
