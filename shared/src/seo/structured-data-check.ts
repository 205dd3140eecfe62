/**
 * What search engines would refuse in a JSON-LD document of this site: the schema.org context, a
 * known `@type` on every node, `@id` references that point at a node of the document, absolute URLs,
 * and the properties Google's rich results require of each type it reads (LocalBusiness, Service,
 * FAQPage, Organization; developers.google.com/search/docs/appearance/structured-data). The compile
 * time half of the check is `schema-dts` (structured-data.ts); this is the run-time half, for the
 * documents the pages really carry (unit and e2e tests).
 */

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
const nonEmptyText = (value: unknown): boolean => typeof value === 'string' && value.trim().length > 0;
const isAbsoluteUrl = (value: unknown): boolean => typeof value === 'string' && /^https?:\/\/[^/\s]+/.test(value);

const DAYS = new Set(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** Properties whose values are links. */
const URL_PROPERTIES = ['url', 'logo', 'image', 'sameAs'];

/** The node types this site writes; anything else is a typo or a type search engines would ignore. */
const KNOWN_TYPES = new Set([
  'WebSite',
  'WebPage',
  'Organization',
  'LocalBusiness',
  'PostalAddress',
  'OpeningHoursSpecification',
  'City',
  'Service',
  'FAQPage',
  'Question',
  'Answer',
]);

/** Type-specific rules: Google's required properties, and the shape of the values it reads. */
const RULES: Record<string, (node: Json, problem: (message: string) => void) => void> = {
  Organization(node, problem) {
    if (!nonEmptyText(node.name)) problem('has no name');
  },
  WebSite(node, problem) {
    if (!nonEmptyText(node.name)) problem('has no name');
    if (!isAbsoluteUrl(node.url)) problem('has no absolute url');
  },
  WebPage(node, problem) {
    if (!nonEmptyText(node.name)) problem('has no name');
    if (!isAbsoluteUrl(node.url)) problem('has no absolute url');
  },
  LocalBusiness(node, problem) {
    if (!nonEmptyText(node.name)) problem('has no name (required)');
    const address = node.address;
    if (!isObject(address) || address['@type'] !== 'PostalAddress') problem('has no PostalAddress (required)');
    else {
      for (const field of ['streetAddress', 'addressLocality', 'addressCountry']) {
        if (!nonEmptyText(address[field])) problem(`has no address.${field}`);
      }
      if (typeof address.addressCountry === 'string' && !/^[A-Z]{2}$/.test(address.addressCountry)) {
        problem('address.addressCountry is not a two-letter country code');
      }
    }
    if (!nonEmptyText(node.telephone)) problem('has no telephone');
    if (typeof node.priceRange !== 'string' || node.priceRange.length === 0 || node.priceRange.length >= 100) {
      problem('has no priceRange shorter than 100 characters');
    }
    const hours = asList(node.openingHoursSpecification);
    if (hours.length === 0) problem('has no openingHoursSpecification');
    for (const spec of hours) {
      if (!isObject(spec)) continue;
      const days = asList(spec.dayOfWeek);
      if (
        days.length === 0 ||
        !days.every((day) => typeof day === 'string' && DAYS.has(day.replace(/^https?:\/\/schema\.org\//, '')))
      ) {
        problem('has opening hours without valid days');
      }
      if (!TIME.test(String(spec.opens)) || !TIME.test(String(spec.closes))) problem('has opening hours not in HH:MM');
    }
    if (asList(node.areaServed).length === 0) problem('names no areaServed');
  },
  Service(node, problem) {
    if (!nonEmptyText(node.name)) problem('has no name');
    if (!isObject(node.provider)) problem('has no provider');
    if (asList(node.areaServed).length === 0) problem('names no areaServed');
  },
  FAQPage(node, problem) {
    const questions = asList(node.mainEntity);
    if (questions.length === 0) problem('has no questions (mainEntity)');
    for (const question of questions) {
      if (!isObject(question) || question['@type'] !== 'Question' || !nonEmptyText(question.name)) {
        problem('has a mainEntity that is not a named Question');
      } else if (!isObject(question.acceptedAnswer) || !nonEmptyText(question.acceptedAnswer.text)) {
        problem(`question "${String(question.name)}" has no acceptedAnswer text`);
      }
    }
  },
};

/** Every node of the document, nested ones included, with where it is. */
function collectNodes(value: unknown, where: string, into: { node: Json; where: string }[]): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => collectNodes(item, `${where}[${index}]`, into));
    return;
  }
  if (!isObject(value)) return;
  if ('@type' in value || '@id' in value) into.push({ node: value, where });
  for (const [key, child] of Object.entries(value)) {
    if (!key.startsWith('@')) collectNodes(child, `${where}.${key}`, into);
  }
}

/** Everything wrong with a JSON-LD document (parsed), one line each; empty when it is valid. */
export function structuredDataProblems(document: unknown): string[] {
  const problems: string[] = [];
  if (!isObject(document)) return ['the document is not a JSON object'];
  if (document['@context'] !== 'https://schema.org') problems.push('@context is not "https://schema.org"');
  const roots = '@graph' in document ? asList(document['@graph']) : [document];
  if (roots.length === 0) problems.push('the document has no node');

  const nodes: { node: Json; where: string }[] = [];
  roots.forEach((root, index) => collectNodes(root, `@graph[${index}]`, nodes));
  const ids = new Set(
    roots
      .filter(isObject)
      .map((root) => root['@id'])
      .filter((id): id is string => typeof id === 'string'),
  );

  for (const { node, where } of nodes) {
    const type = node['@type'];
    const problem = (message: string) => problems.push(`${where} (${String(type ?? 'reference')}) ${message}`);
    if (type === undefined) {
      // A reference to another node: it must be one of this document's.
      if (typeof node['@id'] !== 'string' || !ids.has(node['@id']))
        problem(`points at ${String(node['@id'])}, which is not in the document`);
      continue;
    }
    if (typeof type !== 'string' || !KNOWN_TYPES.has(type)) {
      problem('has an unknown @type');
      continue;
    }
    if ('@id' in node && !isAbsoluteUrl(node['@id'])) problem('has an @id that is not an absolute URL');
    for (const property of URL_PROPERTIES) {
      for (const link of asList(node[property]))
        if (!isAbsoluteUrl(link)) problem(`has a ${property} that is not an absolute URL`);
    }
    RULES[type]?.(node, problem);
  }
  return problems;
}
