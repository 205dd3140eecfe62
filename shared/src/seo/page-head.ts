/**
 * What a page puts in the document's head for search engines and share cards: its title and
 * description, a canonical URL and the Open Graph / Twitter card tags. One builder for the page itself
 * (after every client-side navigation) and for the prerendered HTML (tooling/src/prerender.ts), so a
 * crawler and a visitor see the same head.
 */
import { company } from '../content/company';

/** A page's own title and description, written in its content module. */
export interface PageHead {
  /** The page's name as a search result shows it, before ` | <company>`. */
  title: string;
  /** One or two sentences for the search result's snippet (about 70 to 160 characters). */
  description: string;
}

/**
 * The picture a shared link shows (a JPEG: the share cards of social networks do not show SVG), served
 * by the shell from its public folder.
 */
export const SHARE_IMAGE = {
  path: '/share-image.jpg',
  width: 1200,
  height: 630,
  type: 'image/jpeg',
  alt: `${company.name}: a cleaner in a bright living room with folded laundry`,
} as const;

/** The marker of every head element a page owns, so the next page can take them over or drop them. */
export const PAGE_HEAD_ATTRIBUTE = 'data-page-head';

/** The type of a page's structured data script (a data block: never run, so no policy is asked). */
export const JSON_LD_TYPE = 'application/ld+json';

/** The browser tab's and the search result's title. */
export const documentTitle = (title: string): string => `${title} | ${company.name}`;

/** `path` (`/about`) on the public site (`https://www.example.com`, with or without a trailing slash). */
export const absoluteUrl = (siteUrl: string, path: string): string =>
  `${siteUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;

/** One `<meta>` or `<link>` of the head, named by the attribute that tells it from the others. */
export interface HeadTag {
  tag: 'meta' | 'link';
  /** `name`, `property` or `rel`, and its value: at most one tag per key. */
  key: readonly ['name' | 'property' | 'rel', string];
  attributes: Readonly<Record<string, string>>;
}

const meta = (kind: 'name' | 'property', key: string, content: string): HeadTag => ({
  tag: 'meta',
  key: [kind, key],
  attributes: { [kind]: key, content },
});

/** The head tags of the page at `path`: description, canonical URL, Open Graph and Twitter card. */
export function headTags(siteUrl: string, path: string, head: PageHead): HeadTag[] {
  const url = absoluteUrl(siteUrl, path);
  const image = absoluteUrl(siteUrl, SHARE_IMAGE.path);
  return [
    meta('name', 'description', head.description),
    { tag: 'link', key: ['rel', 'canonical'], attributes: { rel: 'canonical', href: url } },
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', company.name),
    meta('property', 'og:locale', 'en_NG'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', SHARE_IMAGE.type),
    meta('property', 'og:image:width', String(SHARE_IMAGE.width)),
    meta('property', 'og:image:height', String(SHARE_IMAGE.height)),
    meta('property', 'og:image:alt', SHARE_IMAGE.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', SHARE_IMAGE.alt),
  ];
}

/** The CSS selector of the one element a head tag is (`meta[property="og:title"]`). */
export const headTagSelector = ({ tag, key: [attribute, value] }: HeadTag): string => `${tag}[${attribute}="${value}"]`;
