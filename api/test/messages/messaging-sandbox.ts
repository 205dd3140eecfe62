/**
 * The real messaging sandbox (messaging-sandbox/src), started in-process for the channel tests: its
 * WhatsApp and Termii APIs listen on an ephemeral loopback port, and once the test API listens too, its
 * signed webhooks go to the API's routes, as Meta's and Termii's do.
 */
import type { FastifyInstance } from 'fastify';
import { DEFAULT_CONFIG, type MessagingConfig } from '../../../messaging-sandbox/src/config';
import { buildMessagingSandbox, createSandbox, type Sandbox } from '../../../messaging-sandbox/src/server';
import { metaSignature, termiiSignature, WebhookSender } from '../../../messaging-sandbox/src/webhooks';
import { SETUP_TIMEOUT_MS } from '../helpers/build-app';

export const { whatsapp: WHATSAPP, termii: TERMII } = DEFAULT_CONFIG;
export const VERIFY_TOKEN = 'test-verify-token';

/** A sandbox message as `GET /api/messages` answers it. */
export interface SandboxMessage {
  id: string;
  channel: 'whatsapp' | 'sms';
  direction: 'outbound' | 'inbound';
  phone: string;
  text: string;
  template?: { name: string; language: string; parameters: string[] };
  route?: string;
  status: string;
}

export interface MessagingSandbox {
  /** Settings that point the API at this sandbox with its credentials (getters: the port is known in beforeAll). */
  readonly env: Record<string, string>;
  readonly sandbox: Sandbox;
  /** Sends the sandbox's webhooks to the API listening at `apiUrl` from now on (no retries). */
  sendWebhooksTo(apiUrl: string): void;
  /** `POST /api/controls`. */
  control(body: { phone: string; next?: 'fail' | 'delay' | 'refuse' | 'none'; dnd?: boolean }): Promise<void>;
  /** The customer writes (`POST /api/replies`): WhatsApp, or SMS. */
  reply(from: string, text: string, channel?: 'whatsapp' | 'sms'): Promise<void>;
  /** Every message to or from a number (digits or +), oldest first. */
  messages(phone: string): Promise<SandboxMessage[]>;
  /** Waits for every message's background life (statuses, reports) and its webhooks. */
  idle(): Promise<void>;
}

/** Starts the sandbox before the suite's tests (call before `useTestApp`) and stops it after them. */
export function useMessagingSandbox(now: () => Date): MessagingSandbox {
  let sandbox: Sandbox | undefined;
  let server: FastifyInstance | undefined;
  let url = '';
  const settings = () => ({
    WHATSAPP_API_URL: url,
    WHATSAPP_PHONE_NUMBER_ID: WHATSAPP.phoneNumberId,
    WHATSAPP_ACCESS_TOKEN: WHATSAPP.accessToken,
    WHATSAPP_APP_SECRET: WHATSAPP.appSecret,
    WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
    TERMII_API_URL: url,
    TERMII_API_KEY: TERMII.apiKey,
    TERMII_SENDER_ID: TERMII.senderIds[0] ?? 'Sparkle',
    TERMII_SECRET_KEY: TERMII.secretKey,
  });
  // The port is known once the sandbox listens: the app reads these at build time through getters.
  const env: Record<string, string> = {};
  for (const name of Object.keys(settings()) as (keyof ReturnType<typeof settings>)[]) {
    Object.defineProperty(env, name, { enumerable: true, get: () => settings()[name] });
  }

  beforeAll(async () => {
    const level = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = 'silent'; // the sandbox's request logs would drown the test output
    const config: MessagingConfig = structuredClone(DEFAULT_CONFIG);
    // A short step: each state is its own webhook, after the send's answer was recorded.
    config.stepMs = 150;
    config.whatsapp.webhookUrl = '';
    config.termii.webhookUrl = '';
    // The session window follows the test's clock, as the API's does.
    sandbox = createSandbox(config, { webhookRetryDelaysMs: [], now: () => now().getTime() });
    server = buildMessagingSandbox(sandbox);
    if (level === undefined) delete process.env.LOG_LEVEL;
    else process.env.LOG_LEVEL = level;
    url = await server.listen({ host: '127.0.0.1', port: 0 });
  }, SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await sandbox?.idle();
    await server?.close();
  }, SETUP_TIMEOUT_MS);

  const started = (): Sandbox => {
    if (!sandbox) throw new Error('The messaging sandbox starts in beforeAll');
    return sandbox;
  };
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  };

  return {
    env,
    get sandbox() {
      return started();
    },
    sendWebhooksTo(apiUrl) {
      const box = started();
      box.whatsappWebhooks = new WebhookSender(
        `${apiUrl}/api/messaging/whatsapp/webhook`,
        (body) => ({ 'x-hub-signature-256': metaSignature(body, WHATSAPP.appSecret) }),
        [],
      );
      box.termiiWebhooks = new WebhookSender(
        `${apiUrl}/api/messaging/termii/webhook`,
        (body) => ({ 'x-termii-signature': termiiSignature(body, TERMII.secretKey) }),
        [],
      );
    },
    control: (body) => post('/api/controls', body),
    async reply(from, text, channel = 'whatsapp') {
      await post('/api/replies', { from, text, channel });
      await started().idle();
    },
    async messages(phone) {
      const response = await fetch(`${url}/api/messages?to=${encodeURIComponent(phone.replace(/^\+/, ''))}`);
      return (await response.json()) as SandboxMessage[];
    },
    idle: () => started().idle(),
  };
}
