/**
 * The inline pieces of an HTML file that a Content-Security-Policy must name by hash: the text of
 * each `<script>` without `src` that is run (not a data block such as JSON-LD) and of each `<style>`. Hashes are computed from the file as served,
 * so a page whose inline code changes without its policy changing is refused, never run.
 */
import { createHash } from 'node:crypto';

export interface InlineHashes {
  /** CSP source expressions (`'sha256-…'`) of the inline scripts, in document order, without repeats. */
  scripts: string[];
  /** The same for the inline style elements. */
  styles: string[];
}

/** The CSP source expression allowing exactly this inline text. */
export function hashSource(text: string): string {
  // The browser hashes the text as its parser produced it: line breaks normalised to LF, as UTF-8.
  const parsed = text.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(parsed, 'utf8').digest('base64')}'`;
}

// A comment (skipped), or an element's start tag with its attributes (quoted values may hold `>`),
// its raw text and its end tag: script and style content is raw text in HTML, nothing inside is a
// tag or a comment until the matching end tag. Scanned left to right, whichever starts first wins.
const COMMENT_OR_RAW_TEXT_ELEMENT =
  /<!--[\s\S]*?-->|<(script|style)\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/\1\s*>/gi;
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i;
const TYPE_ATTRIBUTE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;

/**
 * Whether a script element's `type` makes it a data block (`application/ld+json`: structured data),
 * which the browser never runs, so no policy is asked about it: only JavaScript types and modules run.
 */
function isDataBlock(attributes: string): boolean {
  const match = TYPE_ATTRIBUTE.exec(attributes);
  if (!match) return false;
  const type = (match[1] ?? match[2] ?? match[3] ?? '').trim().toLowerCase();
  return type !== '' && type !== 'module' && !/^(text|application)\/(x-)?(java|ecma)script$/.test(type);
}

/** Every inline script and style of `html` as hashes; external scripts (`src=`) need none. */
export function inlineHashes(html: string): InlineHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [, name, attributes, text] of html.matchAll(COMMENT_OR_RAW_TEXT_ELEMENT)) {
    // A comment has no name; an empty inline script is never run, so the policy is never asked.
    if (!name || !text) continue;
    if (name.toLowerCase() === 'style') styles.add(hashSource(text));
    else if (!SRC_ATTRIBUTE.test(attributes!) && !isDataBlock(attributes!)) scripts.add(hashSource(text));
  }
  return { scripts: [...scripts], styles: [...styles] };
}

/** The hashes of several files together, each once. */
export function mergeHashes(all: readonly InlineHashes[]): InlineHashes {
  return {
    scripts: [...new Set(all.flatMap((hashes) => hashes.scripts))],
    styles: [...new Set(all.flatMap((hashes) => hashes.styles))],
  };
}
