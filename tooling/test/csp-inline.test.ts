import { hashSource, inlineHashes, mergeHashes } from '../src/csp-inline';

// The example of the CSP specification (w3c.github.io/webappsec-csp, "hash-source"): an independent
// check that the hash is of the right bytes, in the right encoding.
const SPEC_SCRIPT = "alert('Hello, world.');";
const SPEC_HASH = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='";

describe('hashes of inline pieces', () => {
  it('hashes the exact text between the tags, as the CSP specification does', () => {
    expect(hashSource(SPEC_SCRIPT)).toBe(SPEC_HASH);
    expect(inlineHashes(`<!doctype html><script>${SPEC_SCRIPT}</script>`).scripts).toEqual([SPEC_HASH]);
    // One more space is another script.
    expect(inlineHashes(`<script> ${SPEC_SCRIPT}</script>`).scripts).not.toEqual([SPEC_HASH]);
  });

  it('hashes line breaks as the HTML parser gives them to the browser (CRLF read as LF)', () => {
    expect(hashSource('a();\r\nb();')).toBe(hashSource('a();\nb();'));
  });

  it('needs no hash for external scripts, empty scripts or commented-out ones', () => {
    const html = `<head>
      <script defer src="/main.js"></script>
      <script
        src="inline.js" data-key="pk"></script>
      <script></script>
      <!-- <script>${SPEC_SCRIPT}</script> -->
    </head>`;
    expect(inlineHashes(html)).toEqual({ scripts: [], styles: [] });
  });

  it('finds inline scripts and styles whatever their attributes and tag case, each once', () => {
    const html = `<STYLE media="screen">p{color:red}</STYLE>
      <script type="module" data-note="a > b">${SPEC_SCRIPT}</script >
      <Script>${SPEC_SCRIPT}</Script>
      <style data-prerendered="">[data-x="1"]{width:1px !important}</style>`;
    expect(inlineHashes(html)).toEqual({
      scripts: [SPEC_HASH],
      styles: [hashSource('p{color:red}'), hashSource('[data-x="1"]{width:1px !important}')],
    });
  });

  it('needs no hash for data blocks (JSON-LD), which are never run, but does for every JavaScript type', () => {
    const html = `<script type="application/ld+json" data-page-head="">{"@context":"https://schema.org"}</script>
      <script type='text/javascript'>${SPEC_SCRIPT}</script>
      <script type=application/javascript>${SPEC_SCRIPT} </script>`;
    expect(inlineHashes(html).scripts).toEqual([SPEC_HASH, hashSource(`${SPEC_SCRIPT} `)]);
  });

  it('takes script text as raw text: a tag or comment inside it does not end it', () => {
    const text = "document.write('<b>x</b>'); if (a <!--b) {}";
    expect(inlineHashes(`<script>${text}</script>`).scripts).toEqual([hashSource(text)]);
  });

  it('merges the hashes of several pages without repeats', () => {
    const merged = mergeHashes([
      { scripts: ["'sha256-a='"], styles: ["'sha256-s='"] },
      { scripts: ["'sha256-a='", "'sha256-b='"], styles: [] },
    ]);
    expect(merged).toEqual({ scripts: ["'sha256-a='", "'sha256-b='"], styles: ["'sha256-s='"] });
  });
});
