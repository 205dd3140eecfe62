/**
 * The payment API calls the popup makes itself (docs/POPUP.md §5). Every answer is read as
 * JSON whatever its HTTP status; `status: false` becomes an Error with the server's message. Log and
 * IP calls are fire-and-forget: their failures are ignored.
 */
import type { TransactionData, TransactionLog, UrlParameters } from './types';

interface ApiAnswer<T> {
  status: boolean;
  message: string;
  data: T;
}

const json = <T>(response: Response): Promise<ApiAnswer<T>> => response.json() as Promise<ApiAnswer<T>>;

/** Creates the transaction (`checkout/request_inline`), or looks it up by access code when one is given. */
export function requestInline(
  apiHost: string,
  urlParameters: UrlParameters,
  accessCode?: string | null,
): Promise<TransactionData> {
  const { language, connect_account: connectAccount, ...body } = urlParameters;
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (language) headers['Accept-Language'] = String(language);
  const request = accessCode
    ? fetch(new URL(`transaction/verify_access_code/${accessCode}`, apiHost).toString(), { headers })
    : fetch(new URL('checkout/request_inline', apiHost).toString(), {
        method: 'POST',
        body: JSON.stringify(body),
        headers: connectAccount ? { ...headers, 'x-connect-account': String(connectAccount) } : headers,
      });
  return request.then(json<TransactionData>).then((answer) => {
    if (answer.status === false) throw new Error(answer.message);
    return answer.data;
  });
}

function authorizedPost(url: string, merchantKey: string, body?: string): Promise<unknown> {
  return fetch(url, { method: 'POST', body, headers: { Authorization: `Bearer ${merchantKey}` } }).catch(
    () => undefined,
  );
}

export const setIp = (apiHost: string, id: number | string, merchantKey: string): Promise<unknown> =>
  authorizedPost(`${apiHost}transaction/set_ip/${id}`, merchantKey);

export const updateLog = (
  apiHost: string,
  id: number | string,
  merchantKey: string,
  log: TransactionLog,
): Promise<unknown> =>
  authorizedPost(
    `${apiHost}transaction/update_log/${id}`,
    merchantKey,
    JSON.stringify({ payload: JSON.stringify(log) }),
  );

/** Wallet endpoints on the payment host: form-encoded, credentials omitted (as the official library). */
export function walletRequest<T>(url: string, fields: Record<string, string | number | null | undefined>): Promise<T> {
  const body = Object.entries(fields)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return fetch(url, {
    method: 'POST',
    mode: 'cors',
    credentials: 'omit',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  }).then((response) => response.json() as Promise<T>);
}
