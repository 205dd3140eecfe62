/**
 * The bootstrap of the standalone `inline.js` (webpack entry `inline`; see `src/standalone.ts`): runs
 * once while the merchant's script tag is evaluated, so `document.currentScript` is still that tag
 * and script-tag button mode can find its form and `data-*` attributes.
 */
import { currentScript, installStandalone, type StandaloneWindow } from './standalone';

installStandalone(window as unknown as StandaloneWindow, currentScript());
