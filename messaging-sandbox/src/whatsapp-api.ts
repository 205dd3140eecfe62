/**
 * The WhatsApp Business Cloud API's send call, as Meta's Graph API answers it:
 * `POST /v{version}/{phone-number-id}/messages` with `Authorization: Bearer {access token}` and a JSON
 * body `{messaging_product: 'whatsapp', to, type: 'template' | 'text', …}`; answers
 * `{messaging_product, contacts: [{input, wa_id}], messages: [{id: 'wamid.…'}]}`.
 *
 * What happens next arrives as signed status webhooks, as on the real platform: `sent`, `delivered`,
 * `read`, or `failed` with `errors` — a session (text) message to a customer who has not written in
 * the last 24 hours is accepted, then fails with 131047 "Re-engagement message".
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { codedMessage, GraphError, invalidParameter, provideGraphErrors } from './graph-errors';
import { isPhoneNumber, phoneDigits, SESSION_WINDOW_MS, setStatus, type Message, type NextOutcome } from './phones';
import { wait, type Sandbox } from './sandbox';
import { RATE_LIMIT, RE_ENGAGEMENT, UNDELIVERABLE, webhookError } from './whatsapp-errors';

type Body = Record<string, unknown>;

const isObject = (value: unknown): value is Body => !!value && typeof value === 'object' && !Array.isArray(value);
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value : typeof value === 'number' ? String(value) : undefined;

/** A WhatsApp message ID: `wamid.` and an opaque base64 string. */
export const wamid = (): string => `wamid.${randomBytes(30).toString('base64')}`;

const unixSeconds = (ms: number): string => String(Math.floor(ms / 1000));

function checkToken(sandbox: Sandbox, authorization: string | undefined): void {
  if (!authorization?.startsWith('Bearer ')) {
    throw new GraphError(401, {
      message: 'An access token is required to request this resource.',
      type: 'OAuthException',
      code: 104,
    });
  }
  if (authorization !== `Bearer ${sandbox.config.whatsapp.accessToken}`) {
    throw new GraphError(401, {
      message: 'Invalid OAuth access token - Cannot parse access token',
      type: 'OAuthException',
      code: 190,
    });
  }
}

function checkPhoneNumberId(sandbox: Sandbox, id: string): void {
  if (id === sandbox.config.whatsapp.phoneNumberId) return;
  throw new GraphError(400, {
    message: `Unsupported post request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation. Please read the Graph API documentation at https://developers.facebook.com/docs/graph-api`,
    type: 'GraphMethodException',
    code: 100,
    error_subcode: 33,
  });
}

/** A template parameter as the customer reads it: its text, or the fallback of a currency or date. */
function parameterText(parameter: unknown): string {
  if (!isObject(parameter)) return '';
  if (parameter.type === 'currency' && isObject(parameter.currency))
    return text(parameter.currency.fallback_value) ?? '';
  if (parameter.type === 'date_time' && isObject(parameter.date_time))
    return text(parameter.date_time.fallback_value) ?? '';
  return text(parameter.text) ?? text(parameter.payload) ?? '';
}

interface Parsed {
  to: string;
  text: string;
  template?: Message['template'];
}

/** The send body's fields, refused with Graph's code 100 wording where one is missing or wrong. */
function parseSend(body: unknown): Parsed {
  if (!isObject(body)) throw invalidParameter('Invalid parameter');
  if (body.messaging_product === undefined) throw invalidParameter('The parameter messaging_product is required.');
  if (body.messaging_product !== 'whatsapp') {
    throw invalidParameter(
      `Param messaging_product must be one of {WHATSAPP} - got "${String(body.messaging_product)}".`,
    );
  }
  const to = text(body.to);
  if (!to) throw invalidParameter('The parameter to is required.');
  if (!isPhoneNumber(phoneDigits(to))) {
    throw invalidParameter(
      'Invalid parameter',
      `Param to must be a phone number in international format, got "${to}".`,
    );
  }
  // The Cloud API's default type is text.
  const type = body.type ?? 'text';
  if (type === 'text') {
    const message = isObject(body.text) ? text(body.text.body) : undefined;
    if (!message) throw invalidParameter("The parameter text['body'] is required.");
    return { to, text: message };
  }
  if (type === 'template') {
    const template = isObject(body.template) ? body.template : {};
    const name = text(template.name);
    if (!name) throw invalidParameter("The parameter template['name'] is required.");
    const language = isObject(template.language) ? text(template.language.code) : undefined;
    if (!language) throw invalidParameter("The parameter template['language']['code'] is required.");
    const components = Array.isArray(template.components) ? template.components : [];
    const parameters = components.flatMap((component) =>
      isObject(component) && Array.isArray(component.parameters) ? component.parameters.map(parameterText) : [],
    );
    return {
      to,
      text: parameters.length ? `${name} (${language}): ${parameters.join(' · ')}` : `${name} (${language})`,
      template: { name, language, parameters },
    };
  }
  throw invalidParameter(
    `Param type must be one of {TEXT, TEMPLATE} - got "${String(type)}".`,
    'The sandbox takes text and template messages only.',
  );
}

/** The envelope of every webhook: one entry of the business account, one change of field `messages`. */
function envelope(sandbox: Sandbox, value: Body) {
  const { whatsapp } = sandbox.config;
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: whatsapp.businessAccountId,
        changes: [
          {
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: whatsapp.displayPhoneNumber, phone_number_id: whatsapp.phoneNumberId },
              ...value,
            },
            field: 'messages',
          },
        ],
      },
    ],
  };
}

/** Moves the message to `status` and sends its status webhook (awaited: a message's statuses arrive in order). */
async function report(sandbox: Sandbox, message: Message, status: 'sent' | 'delivered' | 'read' | 'failed') {
  const error = status === 'failed' ? message.error : undefined;
  setStatus(message, status);
  const billable = !!message.template;
  const pricing =
    status === 'sent' || status === 'delivered'
      ? {
          pricing: {
            billable,
            pricing_model: 'PMP',
            type: billable ? 'regular' : 'free_customer_service',
            category: billable ? 'utility' : 'service',
          },
        }
      : {};
  await sandbox.whatsappWebhooks.send(
    envelope(sandbox, {
      statuses: [
        {
          id: message.id,
          status,
          timestamp: unixSeconds(sandbox.now()),
          recipient_id: message.phone,
          ...pricing,
          ...(error ? { errors: [webhookError(error)] } : {}),
        },
      ],
    }),
  );
}

/** After the answer: sent → delivered → read a step apart, or failed (closed session window, or the fail control). */
async function deliver(sandbox: Sandbox, message: Message, next: NextOutcome | null, sessionOpen: boolean) {
  const { stepMs } = sandbox.config;
  await wait(stepMs + (next?.kind === 'delay' ? next.seconds * 1000 : 0));
  const error = !message.template && !sessionOpen ? RE_ENGAGEMENT : next?.kind === 'fail' ? UNDELIVERABLE : undefined;
  if (error) {
    message.error = error;
    await report(sandbox, message, 'failed');
    return;
  }
  await report(sandbox, message, 'sent');
  await wait(stepMs);
  await report(sandbox, message, 'delivered');
  await wait(stepMs);
  await report(sandbox, message, 'read');
}

/** A customer's reply typed in the inbox page: recorded, the session window opened, the inbound webhook sent. */
export function receiveReply(sandbox: Sandbox, from: string, body: string, name = 'Sandbox customer'): Message {
  const phone = sandbox.phones.get(from);
  const now = sandbox.now();
  phone.lastInboundAt = now;
  const message: Message = {
    id: wamid(),
    channel: 'whatsapp',
    direction: 'inbound',
    phone: phone.number,
    text: body,
    status: 'received',
    history: [{ status: 'received', at: new Date(now).toISOString() }],
    createdAt: new Date(now).toISOString(),
  };
  phone.messages.push(message);
  sandbox.track(
    sandbox.whatsappWebhooks.send(
      envelope(sandbox, {
        contacts: [{ profile: { name }, wa_id: phone.number }],
        messages: [{ from: phone.number, id: message.id, timestamp: unixSeconds(now), type: 'text', text: { body } }],
      }),
    ),
  );
  return message;
}

/** Whether the customer wrote within the last 24 hours (free-form messages allowed). */
export const sessionOpen = (sandbox: Sandbox, lastInboundAt: number | null): boolean =>
  lastInboundAt !== null && sandbox.now() - lastInboundAt < SESSION_WINDOW_MS;

export function registerWhatsAppApi(app: FastifyInstance, sandbox: Sandbox): void {
  void app.register(async (scope) => {
    provideGraphErrors(scope);
    scope.post<{ Params: { version: string; phoneNumberId: string } }>(
      '/:version/:phoneNumberId/messages',
      async (request) => {
        if (!/^v\d+\.\d+$/.test(request.params.version)) {
          throw new GraphError(400, {
            message: `Unknown path components: /${request.params.phoneNumberId}/messages`,
            type: 'OAuthException',
            code: 2500,
          });
        }
        checkToken(sandbox, request.headers.authorization);
        checkPhoneNumberId(sandbox, request.params.phoneNumberId);
        const parsed = parseSend(request.body);
        const phone = sandbox.phones.get(parsed.to);
        const next = sandbox.phones.takeNext(phone);
        if (next?.kind === 'refuse') {
          throw new GraphError(400, {
            message: codedMessage(RATE_LIMIT.code, RATE_LIMIT.title),
            type: 'OAuthException',
            code: RATE_LIMIT.code,
            error_data: { messaging_product: 'whatsapp', details: RATE_LIMIT.details },
          });
        }
        const createdAt = new Date(sandbox.now()).toISOString();
        const message: Message = {
          id: wamid(),
          channel: 'whatsapp',
          direction: 'outbound',
          phone: phone.number,
          text: parsed.text,
          template: parsed.template,
          status: 'accepted',
          history: [{ status: 'accepted', at: createdAt }],
          createdAt,
        };
        phone.messages.push(message);
        sandbox.track(deliver(sandbox, message, next, sessionOpen(sandbox, phone.lastInboundAt)));
        return {
          messaging_product: 'whatsapp',
          contacts: [{ input: parsed.to, wa_id: phone.number }],
          // Meta adds `message_status` to a template message's answer only.
          messages: [{ id: message.id, ...(parsed.template ? { message_status: 'accepted' } : {}) }],
        };
      },
    );
  });
}
