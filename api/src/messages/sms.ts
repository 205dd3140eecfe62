/**
 * SMS to customers (reminders) through a sender: one that only logs (the default, and what a developer
 * sees), or Termii's documented send endpoint (POST {base}/api/sms/send) when TERMII_API_KEY is set.
 */
export interface SmsSender {
  /** Whether an SMS really leaves (a provider is configured): reminders go by SMS only then. */
  readonly delivers: boolean;
  /** Sends `text` to `to` (+234…); throws with the provider's reason when refused. */
  send(to: string, text: string): Promise<void>;
}

/** The default: each SMS is written to the log, nothing is sent. */
export function loggingSmsSender(log: (entry: object, message: string) => void): SmsSender {
  return {
    delivers: false,
    async send(to, text) {
      log({ to, length: text.length }, `SMS not sent (no provider configured): ${text}`);
    },
  };
}

export interface TermiiSettings {
  baseUrl: string;
  apiKey: string;
  senderId: string;
  timeoutMs?: number;
}

/** Termii's send API: a JSON body with the key, a plain message on the generic channel. */
export function termiiSmsSender(settings: TermiiSettings): SmsSender {
  const url = new URL('/api/sms/send', settings.baseUrl).toString();
  return {
    delivers: true,
    async send(to, text) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({
          api_key: settings.apiKey,
          to: to.replace(/^\+/, ''),
          from: settings.senderId,
          sms: text,
          type: 'plain',
          channel: 'generic',
        }),
        signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
      });
      if (!response.ok) {
        const reason = (await response.text()).slice(0, 300);
        throw new Error(`Termii refused the SMS (${response.status}): ${reason}`);
      }
    },
  };
}

/** A Nigerian number as the providers want it, +234 and ten digits; null for anything else. */
export function internationalNigerianPhone(phone: string): string | null {
  const digits = phone.replace(/[\s().-]/g, '');
  const match = /^(?:0|\+?234)([789]\d{9})$/.exec(digits);
  return match ? `+234${match[1]}` : null;
}
