export interface Answer {
  status: number;
  body: unknown;
}

/** The JSON response the API would send for `answer`. */
export const jsonResponse = ({ status, body }: Answer) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** What fetch does when the server cannot be reached: it rejects with this TypeError. */
export function unreachable(): never {
  throw new TypeError('Failed to fetch');
}

/** Every call the page made, and a way to answer the next ones. */
export function mockFetch() {
  const calls: Request[] = [];
  const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  const record = (input: RequestInfo | URL) => calls.push(input as Request);
  return {
    calls,
    /** Answers every call with this. */
    answer(answer: Answer) {
      fetchMock.mockImplementation(async (input) => {
        record(input);
        return jsonResponse(answer);
      });
    },
    /** Every call fails as when the server cannot be reached. */
    fail() {
      fetchMock.mockImplementation(async (input) => {
        record(input);
        return unreachable();
      });
    },
    /** Calls wait until `release` is called with the answer. */
    hold() {
      let release: (answer: Answer) => void = () => {};
      fetchMock.mockImplementation(
        (input) =>
          new Promise<Response>((resolve) => {
            record(input);
            release = (answer) => resolve(jsonResponse(answer));
          }),
      );
      return (answer: Answer) => release(answer);
    },
  };
}
