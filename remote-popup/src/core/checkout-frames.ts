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

/** Twelve white bars fading in turn: the loader shown until the checkout reports its transaction. */
function loaderDocument(): string {
  let bars = '';
  let rules = '';
  for (let bar = 0; bar < 12; bar += 1) {
    bars += '<div></div>';
    rules += `.s div:nth-child(${bar + 1}){transform:rotate(${bar * 30}deg);animation-delay:${(bar - 11) / 10}s}`;
  }
  return (
    '<!DOCTYPE html><html lang="en"><head><meta charset="UTF-8"><title>Paystack Popup Loader</title><style>' +
    '.app-loader{display:flex;height:100vh;align-items:center;justify-content:center}' +
    '.s{position:relative;width:40px;height:40px}' +
    '.s div{position:absolute;left:18px;top:0;width:4px;height:11px;border-radius:2px;background:#fff;' +
    'transform-origin:2px 20px;animation:f 1.2s linear infinite}@keyframes f{0%{opacity:1}100%{opacity:0}}' +
    `${rules}</style></head><body><div id="app-loader" class="app-loader">` +
    `<div id="spinner" class="app-loader__spinner s">${bars}</div></div></body></html>`
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
