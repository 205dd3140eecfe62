/**
 * notistack styles its toasts with goober, which writes its rules as the text of a `<style
 * id="_goober">` it adds to the head. The site's Content-Security-Policy refuses inline `<style>`
 * elements (tooling/src/csp.ts): toasts would show unstyled, each reporting a violation. goober takes
 * its sheet from `window._goober` when there is one, so this gives it a stand-in whose text goes into
 * a constructed stylesheet adopted by the document: the CSSOM is not governed by the policy (which is
 * also why React's `style` props need no exception).
 *
 * Browsers without constructed stylesheets (Safari before 16.4) keep goober's own element, which the
 * policy refuses: toasts there still show and are announced, only unstyled.
 */

/** What goober reads from and writes to: an element already in the page and its text node. */
interface GooberTarget {
  parentNode: unknown;
  firstChild: { data: string };
}

type GooberWindow = Window & { _goober?: GooberTarget };

/** A constructed stylesheet, or null where the browser has none. */
export function constructedSheet(): CSSStyleSheet | null {
  return typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype ? new CSSStyleSheet() : null;
}

/** Points goober at an adopted stylesheet of `doc`; false (and nothing changed) where there is none. */
export function installGooberSheet(doc: Document = document, createSheet = constructedSheet): boolean {
  const view = doc.defaultView as GooberWindow | null;
  if (!view) return false;
  if (view._goober) return true;
  const sheet = createSheet();
  if (!sheet) return false;
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  let text = '';
  view._goober = {
    // goober appends its element to the head unless it already has a parent.
    parentNode: doc.head,
    firstChild: {
      get data() {
        return text;
      },
      set data(rules: string) {
        text = rules;
        sheet.replaceSync(rules);
      },
    },
  };
  return true;
}
