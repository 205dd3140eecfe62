/**
 * WhatsApp to customers through Meta's Cloud API (Graph): `POST {api}/{version}/{phone-number-id}/messages`
 * with the system user's token. Business-started messages are approved templates with body parameters;
 * inside the customer's 24-hour window a free-text session message may go (docs/PRODUCT.md, "Messages on
 * WhatsApp and SMS").
 */
export interface WhatsAppSettings {
  /** https://graph.facebook.com, or the messaging sandbox. */
  apiUrl: string;
  apiVersion: string;
  phoneNumberId: string;
  accessToken: string;
  timeoutMs?: number;
}

/** A template as approved in Meta's manager, with its body's {{1}}, {{2}}… in order. */
export interface WhatsAppTemplate {
  name: string;
  /** The template's language as approved (British English). */
  language: string;
  parameters: string[];
}

export interface WhatsAppSender {
  /** Sends an approved template to `to` (E.164); answers its wamid; throws with Graph's reason. */
  sendTemplate(to: string, template: WhatsAppTemplate): Promise<string>;
  /** Sends free text inside the customer's window; answers its wamid; throws with Graph's reason. */
  sendText(to: string, text: string): Promise<string>;
}

/** Graph's answer: the message's id, or `{error: {message, code}}`. */
interface GraphAnswer {
  messages?: { id?: unknown }[];
  error?: { message?: unknown; code?: unknown };
}

export function whatsAppSender(settings: WhatsAppSettings): WhatsAppSender {
  const url = new URL(
    `/${settings.apiVersion}/${encodeURIComponent(settings.phoneNumberId)}/messages`,
    settings.apiUrl,
  ).toString();

  async function send(message: Record<string, unknown>): Promise<string> {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${settings.accessToken}`,
        'Content-Type': 'application/json',
        Accept: 'application/json',
      },
      body: JSON.stringify({ messaging_product: 'whatsapp', recipient_type: 'individual', ...message }),
      signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
    });
    const body = (await response.text()).slice(0, 4000);
    let answer: GraphAnswer = {};
    try {
      answer = JSON.parse(body) as GraphAnswer;
    } catch {
      // Not JSON: the raw text is the reason below.
    }
    if (!response.ok || answer.error) {
      const reason = typeof answer.error?.message === 'string' ? answer.error.message : body.slice(0, 300);
      throw new Error(`WhatsApp refused the message (${response.status}): ${reason}`);
    }
    const id = answer.messages?.[0]?.id;
    if (typeof id !== 'string') throw new Error('WhatsApp answered the message without its id');
    return id;
  }

  return {
    sendTemplate: (to, template) =>
      send({
        to,
        type: 'template',
        template: {
          name: template.name,
          language: { code: template.language },
          components: [{ type: 'body', parameters: template.parameters.map((text) => ({ type: 'text', text })) }],
        },
      }),
    sendText: (to, text) => send({ to, type: 'text', text: { preview_url: true, body: text } }),
  };
}
