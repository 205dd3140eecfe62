import { apiAddress } from '@clean/shared';
import { CREW_TOKEN_HEADER } from '@clean/shared/crew-day';

/**
 * The crew's calls to the API: plain fetch, no store or RTK Query (a cheap phone downloads little).
 * Same base URL as every other call (the runtime config the shell recorded) and the same 20 s limit.
 */
const TIMEOUT_MS = 20_000;

/** A failed call: an HTTP status with the server's message, or 'NETWORK' when no answer came. */
export class CrewCallError extends Error {
  constructor(
    readonly status: number | 'NETWORK',
    message: string,
  ) {
    super(message);
    this.name = 'CrewCallError';
  }
}

export const isOffline = (error: unknown): boolean => error instanceof CrewCallError && error.status === 'NETWORK';
export const isSignedOut = (error: unknown): boolean => error instanceof CrewCallError && error.status === 401;

export interface CrewCall {
  method?: 'GET' | 'POST' | 'PUT';
  /** The session token, sent as `CREW_TOKEN_HEADER`. */
  token?: string;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as it is (a photo), with its own type. */
  bytes?: Blob;
}

const messageOf = (data: unknown): string | undefined =>
  data && typeof data === 'object' && 'message' in data && typeof data.message === 'string' ? data.message : undefined;

/** The answer's JSON, or a `CrewCallError`. */
export async function crewCall<T>(path: string, { method = 'GET', token, json, bytes }: CrewCall = {}): Promise<T> {
  const headers: Record<string, string> = {};
  if (token) headers[CREW_TOKEN_HEADER] = token;
  if (json !== undefined) headers['content-type'] = 'application/json';
  if (bytes) headers['content-type'] = bytes.type || 'image/jpeg';
  let response: Response;
  try {
    response = await fetch(
      new Request(apiAddress(path), {
        method,
        headers,
        signal: AbortSignal.timeout(TIMEOUT_MS),
        ...(json !== undefined ? { body: JSON.stringify(json) } : bytes ? { body: bytes } : {}),
      }),
    );
  } catch {
    throw new CrewCallError('NETWORK', 'No network');
  }
  const text = await response.text().catch(() => '');
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    // A proxy's HTML error page: only the status says something.
  }
  if (!response.ok) {
    throw new CrewCallError(response.status, messageOf(data) ?? `The server answered with status ${response.status}`);
  }
  if (data && typeof data === 'object' && 'success' in data && data.success === false) {
    throw new CrewCallError(response.status, messageOf(data) ?? 'The request was not successful');
  }
  return data as T;
}
