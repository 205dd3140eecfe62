import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * A plugin of routes, named, and encapsulated as a plain `register` of it is (its hooks and
 * decorators stay inside it and its prefix applies). Fastify finds an unnamed plugin's name by
 * comparing it with the exports of every loaded module (`require.cache`), twice per registration:
 * cheap in Node, but under jest that cache is a proxy over its module registry, and the lookups were
 * half of the CPU of building a test app (docs/BENCHMARKS.md, the test run).
 */
export function routePlugin<Options extends object>(
  name: string,
  plugin: FastifyPluginAsyncZod<Options>,
): FastifyPluginAsyncZod<Options> {
  return fp(plugin, { name, encapsulate: true });
}
