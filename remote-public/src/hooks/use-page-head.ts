import { useAppSelector } from '@clean/shared';
import {
  documentTitle,
  headTags,
  headTagSelector,
  JSON_LD_TYPE,
  jsonLdText,
  organizationNode,
  PAGE_HEAD_ATTRIBUTE,
  structuredDataGraph,
  webPageNode,
  websiteNode,
  type PageHead,
  type StructuredDataNode,
} from '@clean/shared/seo';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** The nodes a page adds to the company's, built for the public site's address. */
export type PageNodes = (siteUrl: string) => StructuredDataNode[];

const JSON_LD_SELECTOR = `script[type="${JSON_LD_TYPE}"][${PAGE_HEAD_ATTRIBUTE}]`;

function ownElement(selector: string, tagName: string): Element {
  const element = document.head.querySelector(selector) ?? document.head.appendChild(document.createElement(tagName));
  element.setAttribute(PAGE_HEAD_ATTRIBUTE, '');
  return element;
}

/**
 * Sets the page's title, description, canonical URL, share card tags and structured data in the
 * document's head (`headTags`), for the address in the runtime config (`publicSiteUrl`). The same
 * elements are taken over from page to page, so a client-side navigation leaves no tag of the page
 * before; prerendering copies them into the page's HTML (tooling/src/prerender.ts).
 */
export function usePageHead(head: PageHead, pageNodes?: PageNodes): void {
  const siteUrl = useAppSelector((state) => state.config.runtime?.publicSiteUrl);
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = documentTitle(head.title);
    if (!siteUrl) return;
    for (const tag of headTags(siteUrl, pathname, head)) {
      const element = ownElement(headTagSelector(tag), tag.tag);
      for (const [name, value] of Object.entries(tag.attributes)) element.setAttribute(name, value);
    }
    const script = ownElement(JSON_LD_SELECTOR, 'script');
    script.setAttribute('type', JSON_LD_TYPE);
    script.textContent = jsonLdText(
      structuredDataGraph([
        websiteNode(siteUrl),
        organizationNode(siteUrl),
        webPageNode(siteUrl, pathname, head),
        ...(pageNodes?.(siteUrl) ?? []),
      ]),
    );
  }, [head, pageNodes, pathname, siteUrl]);
}
