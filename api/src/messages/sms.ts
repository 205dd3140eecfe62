/**
 * SMS to customers and crews through a sender: one that only logs (the default, and what a developer
 * sees), or Termii's documented send endpoint (POST {base}/api/sms/send) when the SMS channel is
 * configured (docs/DECISIONS.md, "Messages on WhatsApp and SMS": the `dnd` route).
 */
export interface SmsSender {
  /** Whether an SMS really leaves (a provider is configured). */
  readonly delivers: boolean;
  /** Sends `text` to `to` (E.164); answers the provider's id of it (null: nothing left); throws with its reason. */
  send(to: string, text: string): Promise<string | null>;
}

/** The default: each SMS is written to the log, nothing is sent. */
export function loggingSmsSender(log: (entry: object, message: string) => void): SmsSender {
  return {
    delivers: false,
    async send(to, text) {
      log({ to, length: text.length }, `SMS not sent (no provider configured): ${text}`);
      return null;
    },
  };
}

export interface TermiiSettings {
  baseUrl: string;
  apiKey: string;
  /** A sender ID registered (and approved) with Termii: the `dnd` route takes no other. */
  senderId: string;
  timeoutMs?: number;
}

/** What Termii answers a send: its id of the message, or its reason for a refusal. */
interface TermiiAnswer {
  message_id?: unknown;
  message?: unknown;
}

/**
 * Termii's send API: a JSON body with the key, a plain message on the `dnd` route, which reaches numbers
 * on the Do-Not-Disturb register too (the `generic` route silently drops them in Nigeria).
 */
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
          channel: 'dnd',
        }),
        signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
      });
      const body = (await response.text()).slice(0, 2000);
      let answer: TermiiAnswer = {};
      try {
        answer = JSON.parse(body) as TermiiAnswer;
      } catch {
        // Not JSON (a proxy's page): the raw text is the reason below.
      }
      if (!response.ok) {
        const reason = typeof answer.message === 'string' ? answer.message : body.slice(0, 300);
        throw new Error(`Termii refused the SMS (${response.status}): ${reason}`);
      }
      const id = answer.message_id;
      if (typeof id !== 'string' && typeof id !== 'number') {
        throw new Error('Termii answered the SMS without a message_id');
      }
      return String(id);
    },
  };
}

/** A Nigerian number as the providers want it, +234 and ten digits; null for anything else. */
export function internationalNigerianPhone(phone: string): string | null {
  const digits = phone.replace(/[\s().-]/g, '');
  const match = /^(?:0|\+?234)([789]\d{9})$/.exec(digits);
  return match ? `+234${match[1]}` : null;
}
