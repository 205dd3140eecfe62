/**
 * `/config.json`, read by the shell at start. Written per environment, so moving a remote or the API
 * needs no rebuild of the shell.
 *
 * Validated on every start of the site, i.e. on every first visit, so this is a plain description
 * checked by a few lines below rather than a zod schema: zod/mini cost about 5 KB gzip of every
 * first visit for five URLs and one key. The description is the one source of truth: the type is
 * derived from it.
 */
import { byRemote } from '../constants';

/** `url`: an absolute http(s) URL; `text`: a non-empty string. */
type Leaf = 'url' | 'text';
interface Spec {
  readonly [key: string]: Leaf | Spec;
}
type Described<S extends Spec> = { [K in keyof S]: S[K] extends Leaf ? string : Described<Extract<S[K], Spec>> };

const spec = {
  /** Each remote's `mf-manifest.json` URL, one per name of `REMOTE_NAMES`. */
  remotes: byRemote(() => 'url' as const),
  apiBaseUrl: 'url',
  /**
   * The address visitors and search engines know the site by (`https://www.example.com`): canonical
   * URLs, share cards, the sitemap and structured data are built from it when pages are prerendered.
   */
  publicSiteUrl: 'url',
  payment: { publicKey: 'text', apiHost: 'url', checkoutHost: 'url' },
} as const;

export type RuntimeConfig = Described<typeof spec>;

export interface ConfigIssue {
  path: readonly PropertyKey[];
  message: string;
}

export type ConfigCheck = { success: true; data: RuntimeConfig } | { success: false; error: { issues: ConfigIssue[] } };

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  return typeof value === 'string' ? JSON.stringify(value) : typeof value;
}

function leafProblem(kind: Leaf, value: unknown): string | null {
  if (typeof value !== 'string') return `expected a string, got ${describe(value)}`;
  if (kind === 'text') return value.length > 0 ? null : 'expected a non-empty string';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `expected an absolute URL, got ${describe(value)}`;
  }
  return /^https?:$/.test(url.protocol) ? null : `expected an http or https URL, got ${describe(value)}`;
}

/** Every problem of `value` against `shape`; the copy keeps only the described keys. */
function check(shape: Spec, value: unknown, path: PropertyKey[], issues: ConfigIssue[]): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    issues.push({ path, message: `expected an object, got ${Array.isArray(value) ? 'an array' : describe(value)}` });
    return copy;
  }
  for (const [key, kind] of Object.entries(shape)) {
    const field: unknown = (value as Record<string, unknown>)[key];
    if (typeof kind === 'string') {
      const problem = leafProblem(kind, field);
      if (problem) issues.push({ path: [...path, key], message: problem });
      copy[key] = field;
    } else {
      copy[key] = check(kind, field, [...path, key], issues);
    }
  }
  return copy;
}

/** The runtime config check, shaped like a schema's `safeParse` and `parse` (the shell, tools and tests use it). */
export const runtimeConfig = {
  /** The config, or an Error listing every problem. */
  parse(value: unknown): RuntimeConfig {
    const result = runtimeConfig.safeParse(value);
    if (!result.success) throw new Error(`Invalid runtime config:\n${describeConfigProblems(result.error)}`);
    return result.data;
  },
  safeParse(value: unknown): ConfigCheck {
    const issues: ConfigIssue[] = [];
    const data = check(spec, value, [], issues);
    // Every described key was checked above, so the copy has the described shape.
    return issues.length === 0 ? { success: true, data: data as RuntimeConfig } : { success: false, error: { issues } };
  },
};

/** Readable list of what is wrong with a config, one line per problem. */
export function describeConfigProblems(error: { issues: readonly ConfigIssue[] }): string {
  return error.issues.map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`).join('\n');
}

let current: RuntimeConfig | null = null;

/**
 * The shell records the config it started with, for code that needs it without the store (a page's
 * head: `publicSiteUrl`), so reading it never makes a page download Redux.
 */
export function setCurrentRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

/** The config the shell started with; null before it has read one. */
export const currentRuntimeConfig = (): RuntimeConfig | null => current;

/** An API path ('/api/…') at the API's address from the runtime config (as-is before it is read). */
export const apiAddress = (path: string): string => `${(current?.apiBaseUrl ?? '').replace(/\/$/, '')}${path}`;
