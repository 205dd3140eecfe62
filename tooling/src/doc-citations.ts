/**
 * The documents of the repository cite each other, and comments cite them: `docs/PRODUCT.md#booking`,
 * `docs/DECISIONS.md, "Dates without dayjs"`, `(docs/PRODUCT.md, Recurring plans)`, `docs/POPUP.md §6`,
 * `(README, "Failed logins")`, `[text](DECISIONS.md#anchor)`. These functions find those citations and
 * say which name a file or a section that does not exist, so a renamed heading cannot leave a reader at
 * a dead end. They also find names that only the people who wrote them understood: issue numbers and
 * branch tags (a comment names the rule or the decision instead).
 */
import fs from 'node:fs';
import path from 'node:path';

/** One document's sections: GitHub anchors of its headings, and names (headings and bold lead-ins). */
export interface DocumentIndex {
  anchors: Set<string>;
  /** Each heading's anchor → the names of the headings and bold lead-ins inside its section. */
  namesUnder: Map<string, string[]>;
  names: string[];
}

export interface Citation {
  /** The citing file, relative to the repository root, and the line the citation starts on. */
  file: string;
  line: number;
  /** The cited document, relative to the repository root. */
  target: string;
  anchors: string[];
  /** A section named by its heading's text (or the start of it), or by a bold lead-in. */
  name?: string;
  /** POPUP.md's numbered sections. */
  numbers: number[];
  text: string;
}

/** Heading text as GitHub renders it: code spans, links and emphasis reduced to their text. */
function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\*\*|__/g, '')
    .trim();
}

/** GitHub's anchor for a heading: lowercase, punctuation removed, spaces to hyphens. */
export function githubAnchor(heading: string): string {
  return plainText(heading)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function normalName(name: string): string {
  return name.toLowerCase().replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ').trim();
}

/** A bold lead-in names a section too: `**Admin accounts.**`, `- **Unpaid holds are capped** (…)`. */
function boldLeadIn(line: string): string | undefined {
  const match = /^\s*(?:[-*]\s+)?(?:\(\s*)?\*\*([^*]+)\*\*/.exec(line);
  if (!match?.[1]) return undefined;
  return match[1]
    .replace(/\s*\([^)]*\)/g, '')
    .replace(/[.:]$/, '')
    .trim();
}

export function indexDocument(markdown: string): DocumentIndex {
  const anchors = new Set<string>();
  const namesUnder = new Map<string, string[]>();
  const names: string[] = [];
  const seen = new Map<string, number>();
  // The open headings by level: a name counts inside every section that contains it.
  const open: { level: number; anchor: string }[] = [];
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const heading = /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(line);
    const name = heading?.[2] ? plainText(heading[2]) : boldLeadIn(line);
    if (heading?.[1] && heading[2]) {
      const base = githubAnchor(heading[2]);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      const anchor = count === 0 ? base : `${base}-${count}`;
      anchors.add(anchor);
      const level = heading[1].length;
      while (open.length > 0 && (open.at(-1)?.level ?? 0) >= level) open.pop();
      open.push({ level, anchor });
      namesUnder.set(anchor, []);
    }
    if (name) {
      names.push(name);
      for (const section of open) namesUnder.get(section.anchor)?.push(name);
    }
  }
  return { anchors, namesUnder, names };
}

/** A cited name is a section's name or its start, up to a break in the words ("Consent at collection"). */
function namesMatch(cited: string, names: readonly string[]): boolean {
  const wanted = normalName(cited);
  return names.some((candidate) => {
    const name = normalName(plainText(candidate));
    return name === wanted || (name.startsWith(wanted) && /^[^\p{L}\p{N}]/u.test(name.slice(wanted.length)));
  });
}

const DOCUMENTS = 'ARCHITECTURE|BENCHMARKS|DECISIONS|POPUP|PRODUCT|TESTING';

/**
 * The text after a citation, with comment markers at line starts taken out (`//`, `*`, `#`, SQL's
 * `--`): citations wrap.
 */
function tailAfter(content: string, index: number): string {
  return content
    .slice(index, index + 400)
    .replace(/\n\s*(?:\/\/+|\*(?!\/)|#(?=\s)|--(?=\s))?[ \t]*/g, ' ')
    .replace(/[“”]/g, '"');
}

function lineOf(content: string, index: number): number {
  return content.slice(0, index).split('\n').length;
}

/** What follows the document's name: anchors, a section's name, POPUP.md's § numbers. */
function readTail(tail: string): Pick<Citation, 'anchors' | 'name' | 'numbers'> & { length: number } {
  let rest = tail;
  const anchors: string[] = [];
  const first = /^#([\p{L}\p{N}_-]+)/u.exec(rest);
  if (first?.[1]) {
    anchors.push(first[1]);
    rest = rest.slice(first[0].length);
    for (let more = /^(?:,\s*|\s+and\s+)#([\p{L}\p{N}_-]+)/u.exec(rest); more?.[1];) {
      anchors.push(more[1]);
      rest = rest.slice(more[0].length);
      more = /^(?:,\s*|\s+and\s+)#([\p{L}\p{N}_-]+)/u.exec(rest);
    }
  }
  const numbers: number[] = [];
  const sections = /^(?:,?\s*§\d+(?:[–-]\d+)?)+/.exec(rest);
  if (sections) {
    for (const [, from, to] of sections[0].matchAll(/§(\d+)(?:[–-](\d+))?/g)) {
      for (let n = Number(from); n <= Number(to ?? from); n += 1) numbers.push(n);
    }
  }
  // `, "Quoted name"`, or ` "Quoted name"` right after the file; or `, Name` up to the clause's end:
  // a capital starts a name; a lowercase one only when it fills the parenthesis after a bare file
  // (after an anchor, `, which …` is prose).
  const quoted = /^,?\s*"([^"]+)"/.exec(rest);
  if (quoted?.[1]) return { anchors, numbers, name: quoted[1], length: tail.length - rest.length };
  const bare = /^,\s*([^,;:)"#§]+?)(?=[,;:)]|\.(?:\s|$))/.exec(rest);
  const bareName = bare?.[1]?.trim();
  const fillsParenthesis = anchors.length === 0 && rest.charAt(bare?.[0].length ?? 0) === ')';
  if (bareName && (/^\p{Lu}/u.test(bareName) || fillsParenthesis)) {
    return { anchors, numbers, name: bareName, length: tail.length - rest.length };
  }
  return { anchors, numbers, length: tail.length - rest.length };
}

/** Every citation of a document in one file's text. */
export function findCitations(file: string, content: string): Citation[] {
  const citations: Citation[] = [];
  const inDocs = path.posix.dirname(file);
  // `docs/NAME.md` anywhere; a bare `NAME.md` only in a document of docs/ (its neighbours).
  // `README, "Section"` (with or without `.md`) is the repository's own README.
  const plain = new RegExp(`(?<![\\w/.-])(?<!\\]\\()(?:(docs/)?(${DOCUMENTS})\\.md|README(?:\\.md)?(?=,))`, 'g');
  for (const match of content.matchAll(plain)) {
    const readme = !match[2];
    if (!readme && !match[1] && inDocs !== 'docs') continue;
    const tail = readTail(tailAfter(content, match.index + match[0].length));
    citations.push({
      file,
      line: lineOf(content, match.index),
      target: readme ? 'README.md' : `docs/${match[2]}.md`,
      anchors: tail.anchors,
      name: tail.name,
      numbers: tail.numbers,
      text: tailAfter(content, match.index).slice(0, match[0].length + tail.length),
    });
  }
  if (file.endsWith('.md')) {
    // Markdown links to a document or a section, relative to the citing file.
    for (const match of content.matchAll(/\]\(([^)\s#]*\.md)?(#[^)\s]+)?\)/g)) {
      const [text, linked, anchor] = match;
      if (!linked && !anchor) continue;
      if (linked && /^[a-z]+:/i.test(linked)) continue;
      citations.push({
        file,
        line: lineOf(content, match.index),
        target: linked ? path.posix.normalize(path.posix.join(inDocs, linked)) : file,
        anchors: anchor ? [anchor.slice(1)] : [],
        numbers: [],
        text,
      });
    }
  }
  return citations;
}

/** What is wrong with a citation, or undefined when it leads somewhere. */
export function problemOf(
  citation: Citation,
  index: (target: string) => DocumentIndex | undefined,
): string | undefined {
  const document = index(citation.target);
  if (!document) return `${citation.target} does not exist`;
  for (const anchor of citation.anchors) {
    if (!document.anchors.has(anchor)) return `${citation.target} has no heading with the anchor #${anchor}`;
  }
  for (const number of citation.numbers) {
    if (!namesMatch(`${number}.`, document.names)) return `${citation.target} has no section §${number}`;
  }
  if (citation.name) {
    const within = citation.anchors.flatMap((anchor) => document.namesUnder.get(anchor) ?? []);
    const names = citation.anchors.length > 0 ? within : document.names;
    if (!namesMatch(citation.name, names)) {
      const where = citation.anchors.length > 0 ? ` under #${citation.anchors.join(', #')}` : '';
      return `${citation.target} has no section "${citation.name}"${where}`;
    }
  }
  return undefined;
}

/** Every broken citation among the given files, as `file:line: citation → problem`. */
export function brokenCitations(root: string, files: readonly string[]): string[] {
  const indexes = new Map<string, DocumentIndex | undefined>();
  const index = (target: string): DocumentIndex | undefined => {
    if (!indexes.has(target)) {
      const full = path.join(root, target);
      indexes.set(target, fs.existsSync(full) ? indexDocument(fs.readFileSync(full, 'utf8')) : undefined);
    }
    return indexes.get(target);
  };
  const broken: string[] = [];
  for (const file of files) {
    for (const citation of findCitations(file, fs.readFileSync(path.join(root, file), 'utf8'))) {
      const problem = problemOf(citation, index);
      if (problem) broken.push(`${citation.file}:${citation.line}: ${citation.text.trim()} → ${problem}`);
    }
  }
  return broken;
}

/**
 * Names that mean something only to whoever tracked the work: an issue number ("issue 22", "(#12)",
 * "fixes #3") or a working branch ("branch `ci28`", `lcp26`). HTML entities (`&#60;`), colours
 * (`#333`) and upstream links (`…/issues/22199`) do not match.
 */
export const PRIVATE_NAMES: readonly RegExp[] = [
  /\bissues?\s+#?\d+/gi,
  /\b(?:fix(?:es|ed)?|clos(?:es|ed)?|see|PRs?)\s+#\d+\b/gi,
  /\(#\d+\)/g,
  /\bbranch(?:es)?\s+`(?!main`|master`)[^`]+`/gi,
  /\b(?:ci|mail|lcp|budget|booking|stop)\d{2}[a-z]?\b/g,
  /\bstop \d+\b/gi,
];

/** Every private name in one file's text, as `file:line: match`. */
export function privateNames(file: string, content: string): string[] {
  const found: string[] = [];
  for (const pattern of PRIVATE_NAMES) {
    for (const match of content.matchAll(pattern)) found.push(`${file}:${lineOf(content, match.index)}: ${match[0]}`);
  }
  return found;
}
