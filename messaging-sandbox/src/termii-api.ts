/**
 * Termii's Messaging API send call: `POST /api/sms/send` with JSON
 * `{api_key, to, from, sms, type: 'plain', channel: 'dnd' | 'generic'}`; answers
 * `{message_id, message: 'Successfully Sent', balance, user}`.
 *
 * The routes behave as Termii documents them for Nigeria: `dnd` delivers to every number, `generic`
 * is accepted for a number on the Do-Not-Disturb register but never delivered. The outcome arrives
 * as a signed delivery report (developer.termii.com, "Events and Reports").
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance } from 'fastify';
import { isPhoneNumber, phoneDigits, setStatus, type Message, type NextOutcome, type SmsStatus } from './phones';
import { wait, type Sandbox } from './sandbox';

/** A refusal as Termii words it: `{code, message}` with the same HTTP status. */
export class TermiiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

const ROUTES = ['dnd', 'generic'];
const TYPES = ['plain', 'unicode'];
/** The sandbox's price of one SMS page, in naira (Termii's reports show a few naira a page). */
export const PAGE_COST = 4;
const PAGE_LENGTH = 160;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : typeof value === 'number' ? String(value) : undefined;

/** Termii's message IDs are long decimal numbers, as strings. */
const messageId = (): string =>
  `${randomInt(1, 10)}${String(randomInt(0, 1e9)).padStart(9, '0')}${String(randomInt(0, 1e9)).padStart(9, '0')}`;

/** `2020-12-16 11:34:36`, as Termii writes `sent_at`. */
const termiiTime = (ms: number): string => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

interface Parsed {
  to: string;
  from: string;
  sms: string;
  channel: string;
}

function parseSend(sandbox: Sandbox, body: unknown): Parsed {
  const fields = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const { termii } = sandbox.config;
  if (fields.api_key !== termii.apiKey) throw new TermiiError(401, 'Invalid API key');
  const from = text(fields.from);
  if (!from) throw new TermiiError(400, 'The from field is required.');
  if (!termii.senderIds.includes(from)) {
    // Termii's words for a sender ID the account has not registered (and had approved).
    throw new TermiiError(404, `ApplicationSenderId not found for applicationId: 1 and senderName: ${from}`);
  }
  if (Array.isArray(fields.to)) throw new TermiiError(400, 'The sandbox sends to one number per request.');
  const to = text(fields.to);
  if (!to || !isPhoneNumber(phoneDigits(to))) {
    throw new TermiiError(400, 'The to field must be a phone number in international format (e.g. 2349012672711).');
  }
  const sms = text(fields.sms);
  if (!sms) throw new TermiiError(400, 'The sms field is required.');
  if (!TYPES.includes(String(fields.type))) throw new TermiiError(400, 'The type field must be plain.');
  const channel = String(fields.channel);
  if (!ROUTES.includes(channel)) throw new TermiiError(400, 'The channel field must be dnd or generic.');
  return { to, from, sms, channel };
}

/** After the answer, one delivery report: the outcome the route, the number and the controls give. */
async function report(sandbox: Sandbox, message: Message, next: NextOutcome | null, onDndRegister: boolean) {
  await wait(sandbox.config.stepMs + (next?.kind === 'delay' ? next.seconds * 1000 : 0));
  const status: SmsStatus =
    next?.kind === 'fail'
      ? 'Message Failed'
      : message.route === 'generic' && onDndRegister
        ? 'DND Active on Phone Number'
        : 'Delivered';
  setStatus(message, status);
  await sandbox.termiiWebhooks.send({
    type: 'outbound',
    id: randomUUID(),
    message_id: message.id,
    receiver: message.phone,
    sender: message.sender,
    message: message.text,
    sent_at: termiiTime(Date.parse(message.createdAt)),
    cost: String(pages(message.text) * PAGE_COST),
    status,
    channel: message.route,
  });
}

const pages = (sms: string): number => Math.max(1, Math.ceil(sms.length / PAGE_LENGTH));

/**
 * A customer's SMS to the business's sender ID (the inbox page's "Reply by SMS"): recorded and POSTed,
 * signed as the reports are, in the shape of Termii's inbound-message event: `{type: 'inbound', id,
 * sender (the customer's number), receiver (the sender ID), message, sent_at, channel}`.
 */
export function receiveSms(sandbox: Sandbox, from: string, body: string): Message {
  const phone = sandbox.phones.get(from);
  const createdAt = new Date(sandbox.now()).toISOString();
  const receiver = sandbox.config.termii.senderIds[0] ?? '';
  const message: Message = {
    id: messageId(),
    channel: 'sms',
    direction: 'inbound',
    phone: phone.number,
    text: body,
    sender: receiver,
    status: 'Received',
    history: [{ status: 'Received', at: createdAt }],
    createdAt,
  };
  phone.messages.push(message);
  sandbox.track(
    sandbox.termiiWebhooks.send({
      type: 'inbound',
      id: message.id,
      sender: phone.number,
      receiver,
      message: body,
      sent_at: termiiTime(Date.parse(createdAt)),
      channel: 'generic',
    }),
  );
  return message;
}

export function registerTermiiApi(app: FastifyInstance, sandbox: Sandbox): void {
  void app.register(async (scope) => {
    scope.setErrorHandler((error: FastifyError | TermiiError, request, reply) => {
      const statusCode =
        error instanceof TermiiError ? error.statusCode : error.statusCode && error.statusCode < 500 ? 400 : 500;
      if (statusCode === 500) request.log.error(error);
      const message = statusCode === 500 ? 'Something went wrong' : error.message;
      return reply.code(statusCode).send({ code: statusCode, message });
    });

    scope.post('/api/sms/send', async (request) => {
      const parsed = parseSend(sandbox, request.body);
      const phone = sandbox.phones.get(parsed.to);
      const next = sandbox.phones.takeNext(phone);
      // The sandbox's own words: Termii documents no wording for a send its network refuses.
      if (next?.kind === 'refuse') throw new TermiiError(400, 'Message Rejected');
      const cost = pages(parsed.sms) * PAGE_COST;
      if (sandbox.balance < cost) throw new TermiiError(400, 'Insufficient balance');
      sandbox.balance -= cost;
      const createdAt = new Date(sandbox.now()).toISOString();
      const message: Message = {
        id: messageId(),
        channel: 'sms',
        direction: 'outbound',
        phone: phone.number,
        text: parsed.sms,
        sender: parsed.from,
        route: parsed.channel,
        status: 'Message Sent',
        history: [{ status: 'Message Sent', at: createdAt }],
        createdAt,
      };
      phone.messages.push(message);
      sandbox.track(report(sandbox, message, next, phone.dnd));
      return {
        message_id: message.id,
        message: 'Successfully Sent',
        balance: sandbox.balance,
        user: sandbox.config.termii.user,
      };
    });
  });
}
