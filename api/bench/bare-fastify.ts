/**
 * The yardstick of the read benchmark: a bare Fastify (no plugins, no hooks, default logger off)
 * answering each URL with the exact bytes the API answered, so the two can be measured side by side.
 * Bodies come from the JSON file named by BENCH_BODIES_FILE (`{ "/url?query": "body" }`); it listens on
 * PORT on loopback and prints `listening` once ready.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const bodies = new Map(
  Object.entries(JSON.parse(readFileSync(process.env.BENCH_BODIES_FILE ?? '', 'utf8')) as Record<string, string>),
);
const app = Fastify();
app.get('/*', async (request, reply) => {
  const body = bodies.get(request.url);
  if (body === undefined) return reply.code(404).send();
  return reply.type('application/json; charset=utf-8').send(body);
});

app
  .listen({ host: '127.0.0.1', port: Number(process.env.PORT) })
  .then(() => console.info('listening'))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
