import { configFromEnv, DEFAULT_CONFIG } from '../src/config';

describe('sandbox settings', () => {
  it('defaults to the test business and the local API webhooks', () => {
    expect(configFromEnv({})).toEqual(DEFAULT_CONFIG);
    expect(DEFAULT_CONFIG.whatsapp.webhookUrl).toBe('http://127.0.0.1:4000/api/messaging/whatsapp/webhook');
    expect(DEFAULT_CONFIG.termii.webhookUrl).toBe('http://127.0.0.1:4000/api/messaging/termii/webhook');
  });

  it('reads every setting from the environment; an empty webhook URL disables webhooks', () => {
    expect(
      configFromEnv({
        WHATSAPP_ACCESS_TOKEN: 'EAAother',
        WHATSAPP_APP_SECRET: 'secret',
        WHATSAPP_PHONE_NUMBER_ID: '1',
        WHATSAPP_DISPLAY_PHONE_NUMBER: '2',
        WHATSAPP_BUSINESS_ACCOUNT_ID: '3',
        WHATSAPP_WEBHOOK_URL: '',
        TERMII_API_KEY: 'TLother',
        TERMII_SECRET_KEY: 'tsecret',
        TERMII_SENDER_IDS: ' Sparkle , Clean,',
        TERMII_DND_NUMBERS: '',
        TERMII_BALANCE: '50',
        TERMII_USER: 'Shop',
        TERMII_WEBHOOK_URL: 'http://hooks.test/termii',
        MESSAGING_STEP_MS: '0',
      }),
    ).toEqual({
      whatsapp: {
        accessToken: 'EAAother',
        appSecret: 'secret',
        phoneNumberId: '1',
        displayPhoneNumber: '2',
        businessAccountId: '3',
        webhookUrl: '',
      },
      termii: {
        apiKey: 'TLother',
        secretKey: 'tsecret',
        senderIds: ['Sparkle', 'Clean'],
        dndNumbers: [],
        balance: 50,
        user: 'Shop',
        webhookUrl: 'http://hooks.test/termii',
      },
      stepMs: 0,
    });
  });
});
