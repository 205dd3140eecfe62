import { ADMIN_TOKEN_HEADER, readAdminToken, reportAdminSessionExpired } from '@clean/shared';

/** The file name a Content-Disposition header gives (`filename*=UTF-8''…` first), else `fallback`. */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed encoding: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*"([^"]+)"|filename\s*=\s*([^;]+)/.exec(disposition);
  return (plain?.[1] ?? plain?.[2])?.trim() || fallback;
}

/** The server's `{ message }`, or a sentence with the status when the body says nothing. */
async function failureMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string') return body.message;
  } catch {
    // Not JSON: say the status.
  }
  return `The server answered with status ${response.status}`;
}

/**
 * GET an admin file (`path` under the API, with `params`) and hand it to the browser as a download. A
 * plain fetch, not RTK Query: a file is not state, and a Blob does not belong in the store. Like the base
 * API it sends the admin token and ends the session on a 401. Resolves to the file name the server gave
 * (else `fallbackName`); rejects with the server's message.
 */
export async function downloadFile(
  apiBaseUrl: string,
  path: string,
  params: Readonly<Record<string, string | undefined>>,
  fallbackName: string,
): Promise<string> {
  const token = readAdminToken();
  const query = new URLSearchParams(
    Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString();
  const url = `${apiBaseUrl.replace(/\/$/, '')}${path}${query ? `?${query}` : ''}`;
  let response: Response;
  try {
    response = await fetch(new Request(url, { headers: { [ADMIN_TOKEN_HEADER]: token }, credentials: 'include' }));
  } catch {
    throw new Error('Could not reach the server. Check your connection and try again.');
  }
  if (!response.ok) {
    if (response.status === 401 && token) reportAdminSessionExpired();
    throw new Error(await failureMessage(response));
  }
  let file: Blob;
  try {
    file = await response.blob();
  } catch {
    // The connection was cut while the file came (a server whose export failed half-way cuts it).
    throw new Error('The download stopped before the end. Please try again.');
  }
  const name = fileNameFrom(response.headers.get('Content-Disposition'), fallbackName);
  const href = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(href), 0);
  return name;
}
