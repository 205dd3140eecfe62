import { jsonResponse, type Answer } from './mock-fetch';
import { API_BASE_URL } from './render-with-providers';

/**
 * How a route answers: always the same, or made from the request and the route's `:name` segments
 * (at once or later). A handler that throws makes fetch reject, as `unreachable` does.
 */
export type FakeHandler = Answer | ((request: Request, params: Record<string, string>) => Answer | Promise<Answer>);

/** A `{ success: true }` answer of the API with the rest of its body. */
export const ok = (body: object = {}): Answer => ({ status: 200, body: { success: true, ...body } });

/** An answer the test gives when it says so (also when it says so before the call is made). */
export function heldAnswer() {
  let release: (answer: Answer) => void = () => {};
  const answer = new Promise<Answer>((resolve) => (release = resolve));
  return { handler: () => answer, release: (value: Answer) => release(value) };
}

const apiOrigin = new URL(API_BASE_URL).origin;

/** The `:name` segments of `route` ('DELETE /api/items/:id') in `request`, or null when it is another call. */
function match(route: string, request: Request): Record<string, string> | null {
  const [method, pattern = ''] = route.split(' ');
  const url = new URL(request.url);
  if (method !== request.method || url.origin !== apiOrigin) return null;
  const expected = pattern.split('/');
  const actual = url.pathname.split('/');
  if (expected.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of expected.entries()) {
    const value = actual[index]!;
    if (segment.startsWith(':') && value) params[segment.slice(1)] = decodeURIComponent(value);
    else if (segment !== value) return null;
  }
  return params;
}

/**
 * A fetch that answers calls to the test API by method and path ('POST /api/admin/login', or with a
 * `:name` segment for an id), and records every request, for pages that make several different
 * calls. A call no route answers rejects with an error that names it.
 */
export function fakeApi(routes: Record<string, FakeHandler>) {
  const first = { ...routes };
  const current = { ...routes };
  const calls: Request[] = [];
  let gate: Promise<void> = Promise.resolve();

  const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    calls.push(request);
    await gate;
    for (const [route, handler] of Object.entries(current)) {
      const params = match(route, request);
      if (!params) continue;
      return jsonResponse(typeof handler === 'function' ? await handler(request, params) : handler);
    }
    throw new Error(`No fake answer for ${request.method} ${request.url}`);
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;

  return {
    /** Every request, in order. */
    calls,
    /** The requests one route answered ('METHOD /path', as given to `fakeApi`). */
    callsTo: (route: string) => calls.filter((request) => match(route, request) !== null),
    /** The requests that would change something: all but GET. */
    writes: () => calls.filter((request) => request.method !== 'GET'),
    /** Changes or adds how a route answers. */
    set(route: string, handler: FakeHandler) {
      current[route] = handler;
    },
    /** Answers a route as at the start again. */
    reset(route: string) {
      if (route in first) current[route] = first[route]!;
      else delete current[route];
    },
    /** Answers wait from now until the returned function is called. */
    hold() {
      let release: () => void = () => {};
      gate = new Promise((resolve) => (release = resolve));
      return () => release();
    },
  };
}
