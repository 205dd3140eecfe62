/**
 * Control characters in text people type (names, addresses, notes): refused at input by the shared
 * schemas (schemas/common.ts), and made harmless again by every writer of a line-based format (the
 * calendar file, e-mail headers, the CSV export), for data stored before the schemas refused them. A
 * lone carriage return is a line break to some readers: `Ada\rATTENDEE:…` would start a property of
 * a calendar file or a header of an e-mail.
 *
 * Control characters: C0 (including tab, CR and LF), DEL and C1 (`\p{Cc}`), and the Unicode line and
 * paragraph separators, which some readers also break lines at.
 */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;
const CONTROLS = /[\p{Cc}\u2028\u2029]+/gu;
/** The same, line feed excepted (the line breaks of notes). */
const CONTROL_BUT_LINE_FEED = /[^\P{Cc}\n]|[\u2028\u2029]/u;
/** Runs of control characters but CR and LF (once every CR left is the first half of a CR LF). */
const CONTROLS_BUT_LINE_BREAKS = /[^\P{Cc}\r\n]+/gu;

/** Whether single-line text (a name, an address) holds a control character. */
export const hasControlCharacters = (text: string): boolean => CONTROL.test(text);

/** Whether multi-line text (notes) holds a control character other than a line feed. */
export const hasControlCharactersBesidesLineFeeds = (text: string): boolean => CONTROL_BUT_LINE_FEED.test(text);

/** Windows line breaks (CR LF) as line feeds: what a textarea may send for one line break. */
export const withLineFeeds = (text: string): string => text.replace(/\r\n/g, '\n');

/** Single-line text for a writer: each run of control characters becomes one space. */
export const singleLine = (text: string): string => text.replace(CONTROLS, ' ');

/**
 * Multi-line text for a writer: a lone CR and a line or paragraph separator become a line feed, CR LF
 * stays as it was stored, each run of other control characters one space.
 */
export const multiLine = (text: string): string =>
  text.replace(/\r(?!\n)|[\u2028\u2029]/g, '\n').replace(CONTROLS_BUT_LINE_BREAKS, ' ');
