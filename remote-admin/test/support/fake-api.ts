import { API_BASE_URL } from '@clean/shared/testing';

export interface FakeAnswer {
  status: number;
  body: unknown;
}

type Handler = FakeAnswer | ((request: Request) => FakeAnswer);

/**
 * A fetch that answers by method and path ('POST /api/admin/login'), and records every request, for
 * pages that make several different calls. An unexpected call fails the test with its name.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const requests: Request[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    requests.push(request);
    const url = new URL(request.url);
    const handler = routes[`${request.method} ${url.pathname}`];
    if (!handler) throw new Error(`Unexpected call ${request.method} ${url.pathname}`);
    const { status, body } = typeof handler === 'function' ? handler(request) : handler;
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return {
    requests,
    /** The requests made to one 'METHOD /path'. */
    callsTo: (route: string) =>
      requests.filter((request) => `${request.method} ${new URL(request.url).pathname}` === route),
    /** Changes or adds an answer. */
    set(route: string, handler: Handler) {
      routes[route] = handler;
    },
  };
}

export const apiUrl = (path: string) => `${API_BASE_URL}${path}`;
