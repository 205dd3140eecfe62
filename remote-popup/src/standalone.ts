/**
 * The standalone `inline.js` for merchant pages (built from `src/inline.ts`, which calls this):
 * defines `window.CleanPop`, and `window.PaystackPop` only when the page has none, so code written
 * for `@paystack/inline-js` runs unchanged; sets the hosts from `window.CleanPopConfig.hosts` when a
 * page gives them (the defaults are the provider's); then sets up script-tag button mode for the tag
 * that loaded it.
 */
import { configureHosts, type PopupHosts } from './core/hosts';
import { CleanPop } from './core/popup';
import { mountScriptButton } from './core/script-button';

export interface StandaloneWindow {
  CleanPop?: typeof CleanPop;
  PaystackPop?: unknown;
  CleanPopConfig?: { hosts?: Partial<PopupHosts> };
}

/** Installs the globals and button mode; returns the button when button mode applies. */
export function installStandalone(target: StandaloneWindow, script: HTMLScriptElement | null): HTMLElement | null {
  const hosts = target.CleanPopConfig?.hosts;
  if (hosts) configureHosts(hosts);
  target.CleanPop = CleanPop;
  target.PaystackPop ??= CleanPop;
  return mountScriptButton(script, () => new CleanPop());
}

/** The script tag being evaluated, or the last one on the page (as the official library finds it). */
export function currentScript(): HTMLScriptElement | null {
  const scripts = document.getElementsByTagName('script');
  return (document.currentScript as HTMLScriptElement | null) ?? scripts[scripts.length - 1] ?? null;
}
