import { installGooberSheet } from '../src/components/toasts/goober-sheet';

type GooberWindow = Window & { _goober?: unknown };

/** A constructed stylesheet as a browser has it, recording the text it is given. */
function recordingSheet() {
  const texts: string[] = [];
  const sheet = { replaceSync: (text: string) => void texts.push(text) } as unknown as CSSStyleSheet;
  return { sheet, current: () => texts.at(-1) ?? '' };
}

describe("notistack's styles under the site's Content-Security-Policy", () => {
  beforeEach(() => {
    // jsdom has no adopted stylesheets; browsers that have constructed stylesheets all do.
    Object.defineProperty(document, 'adoptedStyleSheets', { value: [], writable: true, configurable: true });
  });
  afterEach(() => {
    delete (window as GooberWindow)._goober;
    document.head.innerHTML = '';
  });

  it('reach the page through an adopted stylesheet, with no <style> element for the policy to refuse', async () => {
    const { sheet, current } = recordingSheet();
    expect(installGooberSheet(document, () => sheet)).toBe(true);
    expect(document.adoptedStyleSheets).toEqual([sheet]);
    await jest.isolateModulesAsync(async () => {
      // notistack makes its styles as it is evaluated: the snackbar host imports it after installing.
      await import('notistack');
      expect(current()).toMatch(/^\.go\d+\{/);
      const { css } = await import('goober');
      const className = css({ position: 'fixed' });
      expect(current()).toContain(`.${className}{position:fixed;}`);
    });
    expect(document.querySelector('style')).toBeNull();
  });

  it('keep the first stylesheet when installed twice', () => {
    const first = recordingSheet();
    installGooberSheet(document, () => first.sheet);
    expect(installGooberSheet(document, () => recordingSheet().sheet)).toBe(true);
    expect(document.adoptedStyleSheets).toEqual([first.sheet]);
  });

  it("are left to goober's own element where the browser has no constructed stylesheets", () => {
    expect(installGooberSheet(document, () => null)).toBe(false);
    expect((window as GooberWindow)._goober).toBeUndefined();
    expect(document.adoptedStyleSheets).toEqual([]);
  });
});
