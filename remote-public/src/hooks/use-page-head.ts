import { currentRuntimeConfig } from '@clean/shared';
import {
  documentTitle,
  headTags,
  headTagSelector,
  JSON_LD_TYPE,
  PAGE_HEAD_ATTRIBUTE,
  type PageHead,
} from '@clean/shared/seo';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { PageSubject } from '../lib/structured-data';

const JSON_LD_SELECTOR = `script[type="${JSON_LD_TYPE}"][${PAGE_HEAD_ATTRIBUTE}]`;

/** The head element `selector` finds, or a new one; marked as the page's, for the path it describes. */
function ownElement(selector: string, tagName: string, pathname: string): Element {
  const element = document.head.querySelector(selector) ?? document.head.appendChild(document.createElement(tagName));
  element.setAttribute(PAGE_HEAD_ATTRIBUTE, pathname);
  return element;
}

/**
 * Sets the page's title, description, canonical URL and share card tags in the document's head
 * (`headTags`), and its structured data (`pageJsonLd`, of the `subject` it describes), for the
 * address in the runtime config the shell started with (`publicSiteUrl`). The same elements are taken over from page to
 * page, so a client-side navigation leaves no tag of the page before; prerendering copies them into
 * the page's HTML (tooling/src/prerender.ts). The JSON-LD builders load only when the head has no
 * JSON-LD for this path yet, so the first visit of a prerendered page never downloads them.
 */
export function usePageHead(head: PageHead, subject: PageSubject = 'none'): void {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = documentTitle(head.title);
    // Not from the store: pages that read nothing else from it stay free of Redux.
    const siteUrl = currentRuntimeConfig()?.publicSiteUrl;
    if (!siteUrl) return;
    for (const tag of headTags(siteUrl, pathname, head)) {
      const element = ownElement(headTagSelector(tag), tag.tag, pathname);
      for (const [name, value] of Object.entries(tag.attributes)) element.setAttribute(name, value);
    }
    if (document.head.querySelector(JSON_LD_SELECTOR)?.getAttribute(PAGE_HEAD_ATTRIBUTE) === pathname) return;
    let current = true;
    // Named for prerendering, which leaves it out of the page's preloads (STRUCTURED_DATA_CHUNK).
    void import(/* webpackChunkName: "structured-data" */ '../lib/structured-data').then(({ pageJsonLd }) => {
      if (!current) return;
      const script = ownElement(JSON_LD_SELECTOR, 'script', pathname);
      script.setAttribute('type', JSON_LD_TYPE);
      script.textContent = pageJsonLd(subject, siteUrl, pathname, head);
    });
    return () => {
      current = false;
    };
  }, [head, subject, pathname]);
}
