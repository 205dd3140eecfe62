// First: the testing helpers install fetch for jsdom before the shared base API is created.
import { mockFetch, renderWithProviders, testRuntimeConfig } from '@clean/shared/testing';
import { cityPath, company, LOCATIONS, paths, siteRoutes } from '@clean/shared';
import { PAGE_HEAD_ATTRIBUTE, SHARE_IMAGE, structuredDataProblems } from '@clean/shared/seo';
import { act, screen, waitFor, within } from '@testing-library/react';
import { Suspense, useEffect } from 'react';
import { Route, Routes, useNavigate, type NavigateFunction } from 'react-router-dom';
import { pages } from '../src/app/pages';
import { cleaningServicesFaq } from '../src/content/service-pages';

const SITE = testRuntimeConfig.publicSiteUrl;

/** Every page of this remote, at its route, as the shell's route table mounts them. */
const publicRoutes = siteRoutes.filter((route) => route.remote === 'public');

/** The router's navigate, as a link click would call it. */
const router: { navigate: NavigateFunction } = { navigate: () => {} };
function NavigateHandle() {
  const navigate = useNavigate();
  useEffect(() => {
    router.navigate = navigate;
  }, [navigate]);
  return null;
}

function renderSite(route: string) {
  return renderWithProviders(
    <Suspense fallback={null}>
      <NavigateHandle />
      <Routes>
        {publicRoutes.map((entry) => {
          const Page = pages[entry.page as keyof typeof pages];
          return <Route key={entry.path} path={entry.path} element={<Page />} />;
        })}
      </Routes>
    </Suspense>,
    { route },
  );
}

const metaContent = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

/** What the head says now: the parts a search result and a share card show. */
function readHead() {
  const jsonLd = document.head.querySelectorAll('script[type="application/ld+json"]');
  return {
    title: document.title,
    description: metaContent('meta[name="description"]'),
    canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    ogUrl: metaContent('meta[property="og:url"]'),
    ogTitle: metaContent('meta[property="og:title"]'),
    ogImage: metaContent('meta[property="og:image"]'),
    twitterCard: metaContent('meta[name="twitter:card"]'),
    jsonLdCount: jsonLd.length,
    jsonLd: jsonLd[0] ? (JSON.parse(jsonLd[0].textContent ?? '') as unknown) : undefined,
    descriptions: document.head.querySelectorAll('meta[name="description"]').length,
    canonicals: document.head.querySelectorAll('link[rel="canonical"]').length,
  };
}

/** The types of the top nodes of a JSON-LD graph. */
const typesOf = (jsonLd: unknown) =>
  ((jsonLd as { '@graph': { '@type': string }[] })['@graph'] ?? []).map((node) => node['@type']);

/** The bare shell page's head. */
const resetHead = () => {
  document.head.innerHTML = '<title>Sparkle Cleaning &amp; Laundry</title><meta name="description" content="default">';
};
beforeEach(resetHead);
// API calls (the pricing page's catalogue) wait, as when pages are prerendered: no head needs data.
beforeAll(() => mockFetch().hold());

/** Waits until the page at `path` has set its head: the tags at once, the JSON-LD once its builders load. */
async function headSetFor(path: string) {
  // A page's code loads on first render (the contact form's takes a while on a busy machine).
  await waitFor(
    () => {
      for (const selector of ['link[rel="canonical"]', 'script[type="application/ld+json"]']) {
        expect(document.head.querySelector(selector)?.getAttribute(PAGE_HEAD_ATTRIBUTE)).toBe(path);
      }
    },
    { timeout: 5_000 },
  );
}

/** Renders the page at `path` (its code loads lazily) and waits until it has set its head. */
async function renderWithHead(path: string) {
  resetHead();
  const view = renderSite(path);
  await headSetFor(path);
  return view;
}

describe('the head of the public pages', () => {
  it('gives every page its own title and description, a canonical URL, a share card and valid structured data', async () => {
    const seen = { titles: new Set<string>(), descriptions: new Set<string>() };
    for (const route of publicRoutes) {
      const view = await renderWithHead(route.path);
      const head = readHead();
      const where = route.path;
      expect({ where, title: head.title }).toEqual({ where, title: expect.stringMatching(` \\| ${company.name}$`) });
      // A search result shows about 160 characters; fewer than 70 says too little.
      expect({ where, description: head.description }).toEqual({
        where,
        description: expect.stringMatching(/^.{70,170}$/),
      });
      expect({ where, ogUrl: head.ogUrl, ogImage: head.ogImage, card: head.twitterCard }).toEqual({
        where,
        ogUrl: `${SITE}${route.path}`,
        ogImage: `${SITE}${SHARE_IMAGE.path}`,
        card: 'summary_large_image',
      });
      expect({ where, problems: structuredDataProblems(head.jsonLd) }).toEqual({ where, problems: [] });
      // One h1 per page: its title (the shell's header and footer have none).
      expect({ where, h1: view.container.querySelectorAll('h1').length }).toEqual({ where, h1: 1 });
      expect({
        where,
        descriptions: head.descriptions,
        canonicals: head.canonicals,
        scripts: head.jsonLdCount,
      }).toEqual({ where, descriptions: 1, canonicals: 1, scripts: 1 });
      seen.titles.add(head.title);
      seen.descriptions.add(head.description!);
      view.unmount();
    }
    expect(seen.titles.size).toBe(publicRoutes.length);
    expect(seen.descriptions.size).toBe(publicRoutes.length);
  });

  it('describes the offices on the home and contact pages, the services where they are listed, each city on its page', async () => {
    const expected: [string, string[]][] = [
      [paths.home, ['LocalBusiness', 'Service']],
      [paths.contact, ['LocalBusiness']],
      [paths.cleaningServices, ['Service']],
      [cityPath('Port Harcourt'), ['LocalBusiness', 'Service']],
      [paths.about, []],
    ];
    for (const [path, types] of expected) {
      const view = await renderWithHead(path);
      const found = new Set(typesOf(readHead().jsonLd));
      expect({ path, types: [...found].filter((type) => type === 'LocalBusiness' || type === 'Service') }).toEqual({
        path,
        types,
      });
      view.unmount();
    }
    const view = await renderWithHead(cityPath('Jalingo'));
    const services = (readHead().jsonLd as { '@graph': { '@type': string; areaServed?: { name: string }[] }[] })[
      '@graph'
    ].filter((node) => node['@type'] === 'Service');
    expect(services.length).toBeGreaterThan(0);
    for (const service of services) expect(service.areaServed).toEqual([{ '@type': 'City', name: 'Jalingo' }]);
    view.unmount();
  });

  it("gives the cleaning services page's FAQ as FAQPage data: the questions and answers it shows", async () => {
    const view = await renderWithHead(paths.cleaningServices);
    const graph = (readHead().jsonLd as { '@graph': { '@type': string }[] })['@graph'];
    const faq = graph.find((node) => node['@type'] === 'FAQPage') as unknown as {
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    const section = screen.getByRole('region', { name: 'Questions customers ask' });
    const shown = within(section)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(shown).toHaveLength(cleaningServicesFaq.length);
    expect(faq.mainEntity.map((entry) => [entry.name, entry.acceptedAnswer.text])).toEqual(shown);
    view.unmount();
  });

  it('takes the same elements over after a client-side navigation, so no tag of the page before is left', async () => {
    await renderWithHead(paths.about);
    const aboutDescription = readHead().description;
    for (const location of LOCATIONS) {
      act(() => router.navigate(cityPath(location)));
      await headSetFor(cityPath(location));
      const head = readHead();
      expect(head.title).toBe(`Cleaning Services in ${location} | ${company.name}`);
      expect(head.description).not.toBe(aboutDescription);
      expect(head.description).toContain(location);
      expect({ descriptions: head.descriptions, canonicals: head.canonicals, scripts: head.jsonLdCount }).toEqual({
        descriptions: 1,
        canonicals: 1,
        scripts: 1,
      });
    }
    expect(document.head.querySelectorAll(`[${PAGE_HEAD_ATTRIBUTE}]`).length).toBe(
      document.head.querySelectorAll('meta, link, script').length,
    );
  });

  it("keeps a prerendered page's JSON-LD for the same path instead of building it again", async () => {
    const prerendered = '{"@context":"https://schema.org","@graph":[]}';
    document.head.insertAdjacentHTML(
      'beforeend',
      `<script type="application/ld+json" ${PAGE_HEAD_ATTRIBUTE}="${paths.about}">${prerendered}</script>`,
    );
    renderSite(paths.about);
    await waitFor(() => expect(readHead().canonical).toBe(`${SITE}${paths.about}`));
    // Long enough for the builders' module to have loaded and written, had it been asked for.
    await act(() => import('../src/lib/structured-data').then(() => new Promise((resolve) => setTimeout(resolve, 0))));
    expect(document.head.querySelector('script[type="application/ld+json"]')?.textContent).toBe(prerendered);
  });
});
