/**
 * The inbox: its page and forms, and the JSON API tests use (in the mail catcher's REST style):
 * - GET /api/messages[?to=]: every message (or one number's), oldest first; DELETE /api/messages: forget all.
 * - GET /api/phones: every phone with its controls and conversation.
 * - POST /api/controls `{phone, next?: 'fail'|'delay'|'refuse'|'none', seconds?, dnd?}`: answers the phone.
 * - POST /api/replies `{from, text, name?, channel?: 'whatsapp'|'sms'}`: the customer replies on WhatsApp (the
 *   default) or by SMS (the inbound webhook is sent).
 */
import formbody from '@fastify/formbody';
import type { FastifyError, FastifyInstance } from 'fastify';
import { applyControls, InboxError, phoneNumberOf, phoneView, type ControlsInput } from './controls';
import { inboxPage } from './inbox-page';
import type { Sandbox } from './sandbox';
import { receiveSms } from './termii-api';
import { receiveReply } from './whatsapp-api';

const textOf = (value: unknown, field: string): string => {
  if (typeof value !== 'string' || !value.trim()) throw new InboxError(`${field} is required.`);
  return value.trim();
};

type Form = Record<string, string | undefined>;

export function registerInbox(app: FastifyInstance, sandbox: Sandbox): void {
  const views = () => sandbox.phones.list().map((phone) => phoneView(sandbox, phone));

  void app.register(async (scope) => {
    await scope.register(formbody);
    scope.setErrorHandler((error: FastifyError | InboxError, request, reply) => {
      const statusCode =
        error instanceof InboxError ? 400 : error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
      if (statusCode === 500) request.log.error(error);
      const message = statusCode === 500 ? 'Something went wrong' : error.message;
      // The page's forms get the page back with the reason; the JSON API gets `{error}`.
      if (request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
        return reply.code(statusCode).type('text/html; charset=utf-8').send(inboxPage(views(), message));
      }
      return reply.code(statusCode).send({ error: message });
    });

    scope.get('/health', async () => ({ status: 'ok' }));
    scope.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').send(inboxPage(views())));

    scope.get<{ Querystring: { to?: string } }>('/api/messages', async (request) =>
      sandbox.phones.messages(request.query.to === undefined ? undefined : phoneNumberOf(request.query.to)),
    );
    scope.delete('/api/messages', async () => {
      sandbox.phones.clear(sandbox.config.termii.dndNumbers);
      return { cleared: true };
    });
    scope.get('/api/phones', async () => views());
    scope.post<{ Body: ControlsInput | undefined }>('/api/controls', async (request) =>
      phoneView(sandbox, applyControls(sandbox, request.body ?? {})),
    );
    scope.post<{ Body: { from?: unknown; text?: unknown; name?: unknown; channel?: unknown } | undefined }>(
      '/api/replies',
      async (request, reply) => {
        const body = request.body ?? {};
        const channel = body.channel ?? 'whatsapp';
        if (channel !== 'whatsapp' && channel !== 'sms') throw new InboxError('channel must be whatsapp or sms.');
        const from = phoneNumberOf(body.from);
        const text = textOf(body.text, 'text');
        if (channel === 'sms') return reply.code(201).send(receiveSms(sandbox, from, text));
        const name = typeof body.name === 'string' && body.name.trim() ? body.name.trim() : undefined;
        return reply.code(201).send(receiveReply(sandbox, from, text, name));
      },
    );

    // The page's forms: act, then back to the phone on the page (303: the browser GETs it).
    scope.post<{ Body: Form }>('/phones', async (request, reply) => {
      const phone = sandbox.phones.get(phoneNumberOf(request.body?.phone));
      return reply.redirect(`/#phone-${phone.number}`, 303);
    });
    scope.post<{ Params: { number: string }; Body: Form }>('/phones/:number/reply', async (request, reply) => {
      const message = receiveReply(
        sandbox,
        phoneNumberOf(request.params.number),
        textOf(request.body?.text, 'The reply'),
      );
      return reply.redirect(`/#phone-${message.phone}`, 303);
    });
    scope.post<{ Params: { number: string }; Body: Form }>('/phones/:number/sms-reply', async (request, reply) => {
      const message = receiveSms(sandbox, phoneNumberOf(request.params.number), textOf(request.body?.text, 'The SMS'));
      return reply.redirect(`/#phone-${message.phone}`, 303);
    });
    scope.post<{ Params: { number: string }; Body: Form }>('/phones/:number/controls', async (request, reply) => {
      const body = request.body ?? {};
      const phone = applyControls(sandbox, {
        phone: request.params.number,
        next: body.next ?? 'none',
        seconds: body.seconds,
        // An unticked checkbox is simply absent from the form.
        dnd: body.dnd === 'on',
      });
      return reply.redirect(`/#phone-${phone.number}`, 303);
    });
  });
}
