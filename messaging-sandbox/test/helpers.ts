import { createHmac } from 'node:crypto';
import Fastify from 'fastify';
import { DEFAULT_CONFIG, type MessagingConfig } from '../src/config';
import { buildMessagingSandbox, createSandbox, type Sandbox } from '../src/server';

// Request logs would drown the test output.
process.env.LOG_LEVEL = 'silent';

export const { whatsapp: WHATSAPP, termii: TERMII } = DEFAULT_CONFIG;
export const CUSTOMER = '2348031234567';
export const DND_NUMBER = DEFAULT_CONFIG.termii.dndNumbers[0]!;

export interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  raw: string;
  /** The parsed body: tests read it freely. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- webhook bodies are asserted field by field
  body: any;
}

/** The site's webhook endpoints on 127.0.0.1, port 0: records every POST with its raw body. */
export async function webhookReceiver() {
  const server = Fastify();
  const received: Received[] = [];
  server.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  server.post('/*', async (request) => {
    const raw = String(request.body);
    received.push({ path: request.url, headers: request.headers, raw, body: JSON.parse(raw) });
    return { ok: true };
  });
  const address = await server.listen({ host: '127.0.0.1', port: 0 });
  return { url: address, received, close: () => server.close() };
}

/** The sandbox on port 0, webhooks to a fresh receiver, no step between states, no retries. */
export async function startSandbox(
  change: (config: MessagingConfig) => void = () => {},
  options: { now?: () => number } = {},
) {
  const receiver = await webhookReceiver();
  const config: MessagingConfig = structuredClone(DEFAULT_CONFIG);
  config.stepMs = 0;
  config.whatsapp.webhookUrl = `${receiver.url}/whatsapp`;
  config.termii.webhookUrl = `${receiver.url}/termii`;
  change(config);
  const sandbox: Sandbox = createSandbox(config, { webhookRetryDelaysMs: [], ...options });
  const app = buildMessagingSandbox(sandbox);
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  return {
    url,
    sandbox,
    received: receiver.received,
    post,
    /** The WhatsApp send call with the sandbox's token. */
    sendWhatsApp: (body: unknown, token = WHATSAPP.accessToken) =>
      post(`/v21.0/${WHATSAPP.phoneNumberId}/messages`, body, { authorization: `Bearer ${token}` }),
    sendSms: (body: Record<string, unknown>) =>
      post('/api/sms/send', { api_key: TERMII.apiKey, from: 'Sparkle', type: 'plain', channel: 'dnd', ...body }),
    close: async () => {
      await sandbox.idle();
      await app.close();
      await receiver.close();
    },
  };
}

/** Meta's signature, computed here from the app secret (not with the sandbox's own helper). */
export const expectedMetaSignature = (raw: string, appSecret = WHATSAPP.appSecret): string =>
  `sha256=${createHmac('sha256', appSecret).update(raw).digest('hex')}`;

export const expectedTermiiSignature = (raw: string, secretKey = TERMII.secretKey): string =>
  createHmac('sha512', secretKey).update(raw).digest('hex');

/** The statuses of the WhatsApp status webhooks received, in order. */
export const statusesOf = (received: Received[]) =>
  received
    .filter((hit) => hit.path === '/whatsapp')
    .flatMap((hit) => hit.body.entry[0].changes[0].value.statuses ?? []) as {
    id: string;
    status: string;
    recipient_id: string;
    errors?: { code: number; title: string }[];
  }[];

export const TEMPLATE_BODY = {
  messaging_product: 'whatsapp',
  recipient_type: 'individual',
  to: `+${CUSTOMER}`,
  type: 'template',
  template: {
    name: 'visit_reminder',
    language: { code: 'en' },
    components: [
      {
        type: 'body',
        parameters: [
          { type: 'text', text: 'Ada' },
          { type: 'text', text: 'Tuesday 10:00' },
        ],
      },
    ],
  },
};

export const textBody = (body: string, to = CUSTOMER) => ({
  messaging_product: 'whatsapp',
  to,
  type: 'text',
  text: { body },
});

/** A JSON answer, read loosely: tests assert it field by field. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are asserted with toEqual/toMatchObject
export const bodyOf = async (response: Response): Promise<any> => response.json();

/** `GET url` and its JSON answer. */
export const getJson = async (url: string) => bodyOf(await fetch(url));
