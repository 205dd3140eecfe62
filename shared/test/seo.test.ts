import { cityPath, locationFromParam, bookingPathFor, locationSlug } from '../src/config/paths';
import { LOCATIONS } from '../src/constants';
import { company } from '../src/content/company';
import {
  absoluteUrl,
  documentTitle,
  faqPageNode,
  headTags,
  headTagSelector,
  jsonLdText,
  localBusinessNode,
  organizationNode,
  robotsTxt,
  serviceNode,
  sitemapXml,
  structuredDataGraph,
  structuredDataProblems,
  webPageNode,
  websiteNode,
  type OfficeDetails,
} from '../src/seo';

const SITE = 'https://www.sparkle.example';
const head = { title: 'About Us', description: 'How the company grew from two cleaners to teams across Nigeria.' };
const office: OfficeDetails = {
  id: 'head-office',
  name: 'Head Office',
  streetAddress: '12 Yakubu Gowon Crescent, Asokoro',
  locality: 'Abuja',
  region: 'Federal Capital Territory',
  country: 'NG',
  telephone: '+234 800 000 0000',
  email: 'hello@example.com',
};
const hours = [{ days: ['Monday', 'Saturday'] as const, opens: '07:00', closes: '18:00' }];

/** A valid document of every kind of node the site writes. */
function fullGraph() {
  return structuredDataGraph([
    websiteNode(SITE),
    organizationNode(SITE),
    webPageNode(SITE, '/contact', head),
    localBusinessNode(SITE, office, {
      hours,
      areaServed: ['Abuja', 'Lagos'],
      priceRange: 'NGN 20,000 - NGN 180,000',
      path: '/contact',
    }),
    serviceNode(SITE, { id: 'fumigation', name: 'Fumigation', description: 'Pest control.', path: '/services' }, [
      'Jalingo',
    ]),
    faqPageNode(SITE, '/services', [{ question: 'Do you bring products?', answer: 'Yes, every product and tool.' }]),
  ]);
}

/** A copy of the document with one node changed. */
function withNode(type: string, change: (node: Record<string, unknown>) => void): unknown {
  const copy = JSON.parse(JSON.stringify(fullGraph())) as { '@graph': Record<string, unknown>[] };
  change(copy['@graph'].find((node) => node['@type'] === type)!);
  return copy;
}

describe('page head tags', () => {
  it('names the page after the company and makes absolute URLs from any spelling of the site address', () => {
    expect(documentTitle('About Us')).toBe(`About Us | ${company.name}`);
    expect(absoluteUrl('https://x.example/', '/about')).toBe('https://x.example/about');
    expect(absoluteUrl('https://x.example', '/')).toBe('https://x.example/');
    expect(absoluteUrl('https://x.example/site/', 'about')).toBe('https://x.example/site/about');
  });

  it('writes the description, the canonical URL and the Open Graph and Twitter cards, each once', () => {
    const tags = headTags(`${SITE}/`, '/about', head);
    const byKey = Object.fromEntries(tags.map((tag) => [tag.key.join('='), tag.attributes]));
    expect(byKey['name=description']).toEqual({ name: 'description', content: head.description });
    expect(byKey['rel=canonical']).toEqual({ rel: 'canonical', href: `${SITE}/about` });
    expect(byKey['property=og:url']?.content).toBe(`${SITE}/about`);
    expect(byKey['property=og:title']?.content).toBe('About Us');
    expect(byKey['property=og:image']?.content).toBe(`${SITE}/share-image.jpg`);
    expect(byKey['name=twitter:card']?.content).toBe('summary_large_image');
    expect(byKey['name=twitter:description']?.content).toBe(head.description);
    const selectors = tags.map(headTagSelector);
    expect(new Set(selectors).size).toBe(tags.length);
    expect(selectors).toContain('meta[property="og:image:alt"]');
  });
});

describe('sitemap and robots.txt', () => {
  it('lists every path as an absolute, escaped URL of the sitemap protocol', () => {
    const xml = sitemapXml(SITE, ['/', '/about', "/a&b'<c>"]);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect([...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])).toEqual([
      `${SITE}/`,
      `${SITE}/about`,
      `${SITE}/a&amp;b&apos;&lt;c&gt;`,
    ]);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('keeps crawlers out of the given prefixes and names the sitemap', () => {
    expect(robotsTxt(`${SITE}/`, ['/admin', '/booking/'])).toBe(
      `User-agent: *\nDisallow: /admin\nDisallow: /booking/\n\nSitemap: ${SITE}/sitemap.xml\n`,
    );
  });
});

describe('structured data', () => {
  it('builds documents the check finds nothing wrong with, whose references all resolve', () => {
    expect(structuredDataProblems(fullGraph())).toEqual([]);
    const business = fullGraph()['@graph'].find((node) => (node as { '@type': string })['@type'] === 'LocalBusiness');
    expect(business).toMatchObject({
      address: { addressLocality: 'Abuja', addressCountry: 'NG' },
      telephone: office.telephone,
      priceRange: 'NGN 20,000 - NGN 180,000',
      openingHoursSpecification: [{ dayOfWeek: ['Monday', 'Saturday'], opens: '07:00', closes: '18:00' }],
      areaServed: [
        { '@type': 'City', name: 'Abuja' },
        { '@type': 'City', name: 'Lagos' },
      ],
      parentOrganization: { '@id': `${SITE}/#organization` },
    });
  });

  it.each([
    [
      'a local business without an address',
      'LocalBusiness',
      (node: Record<string, unknown>) => delete node.address,
      /no PostalAddress/,
    ],
    [
      'a local business without opening hours',
      'LocalBusiness',
      (node: Record<string, unknown>) => delete node.openingHoursSpecification,
      /no openingHoursSpecification/,
    ],
    [
      'opening hours not in HH:MM',
      'LocalBusiness',
      (node: Record<string, unknown>) =>
        ((node.openingHoursSpecification as Record<string, unknown>[])[0]!.opens = '7am'),
      /HH:MM/,
    ],
    [
      'a price range of 100 characters or more',
      'LocalBusiness',
      (node: Record<string, unknown>) => (node.priceRange = 'N'.repeat(100)),
      /priceRange/,
    ],
    [
      'a country that is not a code',
      'LocalBusiness',
      (node: Record<string, unknown>) => ((node.address as Record<string, unknown>).addressCountry = 'Nigeria'),
      /two-letter/,
    ],
    ['a service without a provider', 'Service', (node: Record<string, unknown>) => delete node.provider, /no provider/],
    [
      'a reference to a node not in the document',
      'Service',
      (node: Record<string, unknown>) => (node.provider = { '@id': `${SITE}/#nobody` }),
      /not in the document/,
    ],
    [
      'a question without an answer',
      'FAQPage',
      (node: Record<string, unknown>) => delete (node.mainEntity as Record<string, unknown>[])[0]!.acceptedAnswer,
      /no acceptedAnswer/,
    ],
    ['a relative URL', 'WebPage', (node: Record<string, unknown>) => (node.url = '/contact'), /absolute/],
    ['an unknown type', 'WebSite', (node: Record<string, unknown>) => (node['@type'] = 'Website'), /unknown @type/],
  ])('finds %s', (_name, type, change, problem) => {
    expect(structuredDataProblems(withNode(type, change)).join('\n')).toMatch(problem);
  });

  it('refuses a document without the schema.org context', () => {
    expect(structuredDataProblems({ ...fullGraph(), '@context': 'http://schema.org/' })).toEqual([
      '@context is not "https://schema.org"',
    ]);
    expect(structuredDataProblems('text')).toEqual(['the document is not a JSON object']);
  });

  it('writes JSON that cannot end its script element early', () => {
    const text = jsonLdText(structuredDataGraph([webPageNode(SITE, '/', { title: '</script><b>', description: 'x' })]));
    expect(text).not.toContain('<');
    expect(JSON.stringify(JSON.parse(text))).toContain('</script><b>');
  });
});

describe('city paths', () => {
  it('gives each location a page and a booking link, and reads a location back by slug or name', () => {
    expect(LOCATIONS.map(cityPath)).toEqual([
      '/cleaning-services/abuja',
      '/cleaning-services/port-harcourt',
      '/cleaning-services/lagos',
      '/cleaning-services/jalingo',
    ]);
    expect(bookingPathFor('Port Harcourt')).toBe('/services/cleaning-services/appointment?location=port-harcourt');
    for (const location of LOCATIONS) {
      expect(locationFromParam(locationSlug(location))).toBe(location);
      expect(locationFromParam(location.toUpperCase())).toBe(location);
    }
    for (const other of ['', 'kano', 'lagos island', null, undefined]) expect(locationFromParam(other)).toBeUndefined();
  });
});
