/** @jest-environment jsdom */
import path from 'node:path';
import { POPUP_LOADER_STYLE_HASH } from '../src/csp';
import { hashSource } from '../src/csp-inline';

// The popup's source is another workspace: loaded by path, so this test does not make it part of the
// tooling's TypeScript project.
const CHECKOUT_FRAMES = path.resolve(__dirname, '../../remote-popup/src/core/checkout-frames');

interface CheckoutFrames {
  createBackgroundFrame(popupId: string): HTMLIFrameElement;
}

describe("the site policy's hash of the payment popup's loader", () => {
  it('is the hash of the <style> the popup writes into its background frame', async () => {
    const { createBackgroundFrame } = (await import(CHECKOUT_FRAMES)) as CheckoutFrames;
    const frame = createBackgroundFrame('csp-test');
    const styles = [...frame.contentWindow!.document.querySelectorAll('style')];
    expect(styles).toHaveLength(1);
    // If the popup's loader changes, this hash in tooling/src/csp.ts must change with it.
    expect(hashSource(styles[0]!.textContent ?? '')).toBe(POPUP_LOADER_STYLE_HASH);
  });
});
