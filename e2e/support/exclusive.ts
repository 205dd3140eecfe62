/**
 * The tag of a test that runs alone, after every other test (the `exclusive` project of
 * playwright.config.ts): it stops a remote's server, or counts what every test adds (the
 * dashboard's totals). Tag a test or a describe with `{ tag: EXCLUSIVE_TAG }`, or end its title with
 * the tag.
 */
export const EXCLUSIVE_TAG = '@exclusive';
