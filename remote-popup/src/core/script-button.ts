/**
 * Script-tag "button" mode (docs/POPUP.md §8): when the script tag that loaded the standalone
 * build sits in a FORM and has `data-*` attributes, they become the transaction parameters (all
 * strings, camelCased), and a pay button is placed after the tag (or `data-button-id` names one).
 * The first click opens a new transaction, later clicks resume it; on success the form gets a hidden
 * `reference` input and is submitted.
 */
import type { PopupTransaction } from './transaction';
import type { SuccessResponse, TransactionParameters } from './types';

export const BUTTON_ID_MISSING = 'Please make sure the buttonId is an element available in the DOM';

/** What button mode needs of the popup. */
export interface ButtonPopup {
  id: string;
  newTransaction(params: TransactionParameters): PopupTransaction;
  resumeTransaction(accessCode: string, callbacks: { onSuccess(response: SuccessResponse): void }): PopupTransaction;
}

const BUTTON_CSS = (id: string, light: boolean) =>
  `#inline-button-${id}{display:inline-flex;flex-direction:column;align-items:center;gap:6px}` +
  `#inline-button-${id}__trigger{padding:12px 24px;border-radius:6px;border:1px solid #0ba4db;cursor:pointer;` +
  `font:600 15px system-ui,sans-serif;background:${light ? '#fff' : '#0ba4db'};color:${light ? '#0ba4db' : '#fff'}}` +
  `#inline-button-${id}__wordmark{font:12px system-ui,sans-serif}`;

const wordmark = (light: boolean): string =>
  `<svg id="inline-button-wordmark${light ? '--white' : ''}" xmlns="http://www.w3.org/2000/svg" width="120" height="14" ` +
  `role="img" aria-label="Secured by Paystack"><text x="0" y="11" font-size="11" fill="${light ? '#fff' : '#011b33'}">` +
  'Secured by Paystack</text></svg>';

/** The script's `data-*` attributes when it qualifies for button mode, else null. */
export function buttonModeParameters(script: HTMLScriptElement | null): Record<string, string> | null {
  if (!script || script.parentElement?.tagName !== 'FORM') return null;
  if (!Array.from(script.attributes).some((attribute) => attribute.name.includes('data'))) return null;
  return { ...script.dataset } as Record<string, string>;
}

/**
 * Sets up button mode for `script`, creating the popup only when it applies. Throws when
 * `data-button-id` names no element.
 */
export function mountScriptButton(
  script: HTMLScriptElement | null,
  createPopup: () => ButtonPopup,
): HTMLElement | null {
  const params = buttonModeParameters(script);
  if (!script || !params) return null;
  const form = script.parentElement as HTMLFormElement;
  const { buttonText = 'Pay', buttonVariant, buttonWordmarkVariant, buttonId } = params;
  const existing = buttonId ? document.getElementById(buttonId) : null;
  if (buttonId && !existing) throw new Error(BUTTON_ID_MISSING);
  const popup = createPopup();

  let button: HTMLElement;
  if (existing && buttonId) {
    button = existing;
    button.setAttribute('data-inline-id', buttonId);
  } else {
    const wrapper = document.createElement('div');
    wrapper.id = `inline-button-${popup.id}`;
    const style = document.createElement('style');
    style.textContent = BUTTON_CSS(popup.id, buttonVariant === 'light');
    button = document.createElement('button');
    button.id = `inline-button-${popup.id}__trigger`;
    button.setAttribute('data-inline-id', popup.id);
    button.textContent = `${buttonText} ${params.currency || 'NGN'} ${Number(params.amount) / 100}`;
    const mark = document.createElement('div');
    mark.id = `inline-button-${popup.id}__wordmark`;
    mark.innerHTML = wordmark(buttonWordmarkVariant === 'light');
    wrapper.append(style, button, mark);
    script.after(wrapper);
  }

  const onSuccess = (response: SuccessResponse) => {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = 'reference';
    input.value = String(response.reference ?? '');
    form.appendChild(input);
    form.submit();
  };
  let first: PopupTransaction | null = null;
  button.addEventListener('click', (event) => {
    event.preventDefault();
    if (first?.accessCode) popup.resumeTransaction(first.accessCode, { onSuccess });
    else first = popup.newTransaction({ ...(params as TransactionParameters), onSuccess });
  });
  return button;
}
