/**
 * Sandbox settings from the environment, with working local defaults (documented in
 * messaging-sandbox/README.md). One test business: its WhatsApp number, token and app secret, and its
 * Termii key and sender IDs, which the API's local settings use.
 */
export interface WhatsAppConfig {
  /** What `Authorization: Bearer …` must carry (the system user's access token). */
  accessToken: string;
  /** Signs every webhook: `X-Hub-Signature-256: sha256=HMAC-SHA256(raw body, app secret)`. */
  appSecret: string;
  /** The business phone number's ID, the `{phone-number-id}` of `POST /v{version}/{phone-number-id}/messages`. */
  phoneNumberId: string;
  displayPhoneNumber: string;
  /** The WhatsApp Business Account's ID: `entry[].id` of every webhook. */
  businessAccountId: string;
  /** Where status and inbound-message webhooks are POSTed; empty disables them. */
  webhookUrl: string;
}

export interface TermiiConfig {
  apiKey: string;
  /** Signs every delivery report: `X-Termii-Signature: HMAC-SHA512(raw body, secret key)` (hex). */
  secretKey: string;
  /** The registered sender IDs (`from`); any other is refused as Termii refuses an unregistered one. */
  senderIds: string[];
  /** Numbers on the Do-Not-Disturb register from the start (the page and `POST /api/controls` add more). */
  dndNumbers: string[];
  /** The account's balance in naira, answered with every send and lowered by each message's cost. */
  balance: number;
  /** The account's name, answered as `user`. */
  user: string;
  /** Where delivery reports are POSTed; empty disables them. */
  webhookUrl: string;
}

export interface MessagingConfig {
  whatsapp: WhatsAppConfig;
  termii: TermiiConfig;
  /** Milliseconds between a message's states (accepted → sent → delivered → read, or its report). */
  stepMs: number;
}

export const DEFAULT_CONFIG: MessagingConfig = {
  whatsapp: {
    accessToken: 'EAAsandboxclean',
    appSecret: 'whatsapp_app_secret_sandbox_clean',
    phoneNumberId: '106540352242922',
    displayPhoneNumber: '2348000000001',
    businessAccountId: '102290129340398',
    webhookUrl: 'http://127.0.0.1:4000/api/messaging/whatsapp/webhook',
  },
  termii: {
    apiKey: 'TLsandboxclean',
    secretKey: 'termii_secret_sandbox_clean',
    senderIds: ['Sparkle'],
    dndNumbers: ['2348000000099'],
    balance: 10_000,
    user: 'Sparkle Cleaning & Laundry',
    webhookUrl: 'http://127.0.0.1:4000/api/messaging/termii/webhook',
  },
  stepMs: 1000,
};

type Env = Record<string, string | undefined>;

const list = (value: string | undefined, fallback: string[]): string[] =>
  value === undefined
    ? fallback
    : value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);

const wholeNumber = (value: string | undefined, fallback: number): number =>
  value && /^\d+$/.test(value.trim()) ? Number(value) : fallback;

export function configFromEnv(env: Env = process.env): MessagingConfig {
  const whatsapp = DEFAULT_CONFIG.whatsapp;
  const termii = DEFAULT_CONFIG.termii;
  return {
    whatsapp: {
      accessToken: env.WHATSAPP_ACCESS_TOKEN || whatsapp.accessToken,
      appSecret: env.WHATSAPP_APP_SECRET || whatsapp.appSecret,
      phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID || whatsapp.phoneNumberId,
      displayPhoneNumber: env.WHATSAPP_DISPLAY_PHONE_NUMBER || whatsapp.displayPhoneNumber,
      businessAccountId: env.WHATSAPP_BUSINESS_ACCOUNT_ID || whatsapp.businessAccountId,
      webhookUrl: env.WHATSAPP_WEBHOOK_URL ?? whatsapp.webhookUrl,
    },
    termii: {
      apiKey: env.TERMII_API_KEY || termii.apiKey,
      secretKey: env.TERMII_SECRET_KEY || termii.secretKey,
      senderIds: list(env.TERMII_SENDER_IDS, termii.senderIds),
      dndNumbers: list(env.TERMII_DND_NUMBERS, termii.dndNumbers),
      balance: wholeNumber(env.TERMII_BALANCE, termii.balance),
      user: env.TERMII_USER || termii.user,
      webhookUrl: env.TERMII_WEBHOOK_URL ?? termii.webhookUrl,
    },
    stepMs: wholeNumber(env.MESSAGING_STEP_MS, DEFAULT_CONFIG.stepMs),
  };
}
