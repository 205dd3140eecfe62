import { CREW_OPENING_JOBS, CREW_STORAGE_KEYS } from '@clean/shared/crew-day';

/**
 * The crew's first screen is prerendered for a phone that is not signed in (docs/DECISIONS.md, "The
 * crew's first screen in the HTML"). A signed-in phone must not read 'Ask the office…' while its code
 * loads: this script, right after that line, runs as the HTML is parsed, before the first paint, and
 * puts the neutral line there instead. React never runs a script it renders, so in the live page it
 * does nothing.
 */
const SCRIPT =
  `try{if(localStorage.getItem(${JSON.stringify(CREW_STORAGE_KEYS.session)}))` +
  `document.currentScript.previousElementSibling.textContent=${JSON.stringify(CREW_OPENING_JOBS)}}catch(e){}`;

export function SignedInLineSwap() {
  return <script dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}
