import { CleanPop } from '../src';
import { BUTTON_ID_MISSING, mountScriptButton } from '../src/core/script-button';
import { framePosts, fromCheckout, messages } from './helpers';

function scriptIn(html: string): HTMLScriptElement {
  document.body.innerHTML = html;
  return document.querySelector('script') as HTMLScriptElement;
}

const FORM = `<form action="/process" method="post"><script src="inline.js" data-key="pk_test_x"
  data-email="a@b.co" data-amount="10000" data-first-name="Ada" data-button-text="Pay now"></script></form>`;

describe('script-tag button mode', () => {
  let popup: CleanPop | undefined;
  const create = () => (popup = new CleanPop());

  beforeEach(() => {
    popup = undefined;
  });

  it('does nothing outside a form or without data attributes', () => {
    expect(mountScriptButton(scriptIn('<div><script data-key="k"></script></div>'), create)).toBeNull();
    expect(mountScriptButton(scriptIn('<form><script src="x.js"></script></form>'), create)).toBeNull();
    expect(popup).toBeUndefined();
  });

  it('adds a pay button after the script that opens a transaction from the data attributes', () => {
    const button = mountScriptButton(scriptIn(FORM), create) as HTMLButtonElement;
    expect(button.textContent).toBe('Pay now NGN 100');
    expect(button.id).toBe(`inline-button-${popup?.id}__trigger`);
    expect(document.querySelector('script')?.nextElementSibling?.id).toBe(`inline-button-${popup?.id}`);
    expect(document.getElementById('inline-button-wordmark')).not.toBeNull();
    const posted = framePosts(popup as CleanPop);
    button.click();
    expect(messages(posted)[0]).toEqual({
      type: 'inline:url',
      path: 'newTransaction',
      params: expect.objectContaining({ key: 'pk_test_x', amount: '10000', firstname: 'Ada' }),
    });
    expect(JSON.stringify(messages(posted)[0])).not.toContain('buttonText');
  });

  it('submits the form with the reference on success, and resumes on later clicks', () => {
    const button = mountScriptButton(scriptIn(FORM), create) as HTMLButtonElement;
    const form = document.querySelector('form') as HTMLFormElement;
    const submit = jest.spyOn(form, 'submit').mockImplementation(() => undefined);
    const posted = framePosts(popup as CleanPop);
    button.click();
    fromCheckout('loaded:transaction', { id: 1, accessCode: 'ac_btn' });
    fromCheckout('close', { status: 'abandoned' });
    button.click();
    expect(messages(posted).at(-2)).toEqual({
      type: 'inline:url',
      path: 'newTransaction',
      params: { accessCode: 'ac_btn' },
    });
    fromCheckout('success', { reference: 'form-ref-1', status: 'success' });
    expect((form.querySelector('input[name="reference"]') as HTMLInputElement).value).toBe('form-ref-1');
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('uses the element named by data-button-id, and throws when it is missing', () => {
    const html = (id: string) =>
      `<button id="${id}">Mine</button><form><script data-key="k" data-email="a@b.co" data-amount="5" data-button-id="mine"></script></form>`;
    const button = mountScriptButton(scriptIn(html('mine')), create);
    expect(button?.textContent).toBe('Mine');
    expect(button?.getAttribute('data-inline-id')).toBe('mine');
    popup = undefined;
    expect(() => mountScriptButton(scriptIn(html('other')), create)).toThrow(new Error(BUTTON_ID_MISSING));
    expect(popup).toBeUndefined();
  });
});
