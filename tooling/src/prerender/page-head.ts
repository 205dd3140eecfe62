import {
  headTags,
  jsonLdText,
  organizationNode,
  structuredDataGraph,
  webPageNode,
  websiteNode,
  type HeadTag,
} from '@clean/shared/seo';
import type { RouteEntry } from '@clean/shared/routes';

/** The head tags and JSON-LD a page gets when it sets none itself (none for an app's screen). */
export interface FallbackHead {
  tags: HeadTag[];
  jsonLd: string | null;
}

/** The site's default description, as the bare shell page (shell/public/index.html) has it. */
export function templateDescription(template: string): string {
  const content = /<meta\s+name="description"\s+content="([^"]*)"/.exec(template)?.[1];
  if (content === undefined) throw new Error('the shell page has no <meta name="description">');
  return content
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The head a page that sets none gets: its route's title and the site's description. */
export function fallbackHead(siteUrl: string, route: RouteEntry, description: string): FallbackHead {
  const head = { title: route.title, description };
  return {
    tags: headTags(siteUrl, route.path, head),
    jsonLd: jsonLdText(
      structuredDataGraph([websiteNode(siteUrl), organizationNode(siteUrl), webPageNode(siteUrl, route.path, head)]),
    ),
  };
}

/**
 * The head of an app's prerendered screen (the crew's day): its title, and no description, canonical
 * address or structured data, since it is no page of the site; robots are told not to index it.
 */
export const appShellHead = (): FallbackHead => ({
  tags: [{ tag: 'meta', key: ['name', 'robots'], attributes: { name: 'robots', content: 'noindex' } }],
  jsonLd: null,
});
