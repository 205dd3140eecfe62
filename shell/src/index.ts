import { ROOT_ID } from '@clean/shared/prerender';

/*
 * The shell's code (zod, the router, the providers) is a chunk of its own, run in its own task after
 * main.js's (webpack's and the federation runtime's start): two tasks a phone fits between frames
 * instead of one long one (docs/DECISIONS.md, "The shell starts in two tasks"). A prerendered page
 * fetches both at once.
 */
const container = document.getElementById(ROOT_ID);
if (container) {
  import(/* webpackChunkName: "start" */ './app/bootstrap').then(
    ({ start }) => start(container),
    (error: unknown) => console.error('[shell] could not load its code', error),
  );
}
