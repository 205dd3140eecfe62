/**
 * `/sitemap.xml` and `/robots.txt`, written into the shell's build when its pages are prerendered
 * (tooling/src/prerender.ts), for the public site address of the deployment's runtime config.
 */
import { absoluteUrl } from './page-head';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character]!);

/** The sitemap protocol's `urlset` of `paths` on the public site. */
export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const entries = paths.map((path) => `  <url><loc>${escapeXml(absoluteUrl(siteUrl, path))}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** Every crawler may read the site except the `disallowed` path prefixes; the sitemap is named. */
export function robotsTxt(siteUrl: string, disallowed: readonly string[]): string {
  return [
    'User-agent: *',
    ...disallowed.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
