import { localUrl, servers } from '@clean/tooling/apps';
import { DOWNLOAD_PARAMS, ERASE_PARAMS } from '@clean/shared/schemas';
import { expect, type APIRequestContext } from '@playwright/test';

/** The inbox of the mail catcher the e2e run starts (maildev's REST API), where the API's e-mails land. */
const INBOX = localUrl(servers.mailInbox.port);

/** An e-mail as maildev keeps it. */
export interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
  attachments?: { filename: string; generatedFileName: string; contentType: string }[];
}

async function inbox(request: APIRequestContext): Promise<CaughtMail[]> {
  const answer = await request.get(`${INBOX}/api/email`);
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as CaughtMail[];
}

/**
 * The e-mails to `address` whose subject starts with `subject`, once there are `count` of them (the
 * job queue sends within seconds; the wait allows for a busy machine).
 */
export async function mailsTo(
  request: APIRequestContext,
  address: string,
  subject: string,
  count = 1,
): Promise<CaughtMail[]> {
  let found: CaughtMail[] = [];
  await expect
    .poll(
      async () => {
        found = (await inbox(request)).filter(
          (mail) => mail.subject.startsWith(subject) && mail.to.some((to) => to.address === address),
        );
        return found.length;
      },
      { message: `${count} e-mail(s) "${subject}…" to ${address} in the catcher`, timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

/** An attachment of a caught e-mail, as text. */
export async function attachmentText(request: APIRequestContext, mail: CaughtMail, filename: string): Promise<string> {
  const attachment = mail.attachments?.find((each) => each.filename === filename);
  expect(attachment, `${filename} attached to "${mail.subject}"`).toBeDefined();
  const answer = await request.get(`${INBOX}/api/email/${mail.id}/attachment/${attachment!.generatedFileName}`);
  expect(answer.ok(), await answer.text()).toBe(true);
  return answer.text();
}

/** The links of a caught e-mail's HTML, as a browser would follow them. */
const linksOf = (mail: CaughtMail): string[] =>
  [...mail.html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));

/** The manage link of a customer's e-mail: the button leading to the booking's page with its token. */
export function manageLinkOf(mail: CaughtMail, reference: string): string {
  const link = linksOf(mail).find((href) => href.includes(`/booking/${reference}?`) && href.includes('token='));
  expect(link, `a manage link to ${reference} in "${mail.subject}"`).toBeDefined();
  return link!;
}

/** The link of a data request's e-mail: the booking's page with the request (`param`) and its code. */
function dataRequestLinkOf(mail: CaughtMail, reference: string, param: string, what: string): string {
  const link = linksOf(mail).find(
    (href) => href.includes(`/booking/${reference}?`) && href.includes(`${param}=`) && href.includes('code='),
  );
  expect(link, `${what} to ${reference} in "${mail.subject}"`).toBeDefined();
  return link!;
}

/** The link of an erasure confirmation e-mail: the booking's page with the request and its code. */
export const erasureLinkOf = (mail: CaughtMail, reference: string): string =>
  dataRequestLinkOf(mail, reference, ERASE_PARAMS.request, 'an erasure link');

/** The link of a download e-mail: the booking's page with the request and its code. */
export const downloadLinkOf = (mail: CaughtMail, reference: string): string =>
  dataRequestLinkOf(mail, reference, DOWNLOAD_PARAMS.request, 'a download link');
