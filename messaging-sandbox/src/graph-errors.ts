/**
 * Refusals shaped like the Graph API's, which the WhatsApp Cloud API answers with:
 * `{error: {message, type, code, error_subcode?, error_data?, fbtrace_id}}` and an HTTP status.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyError, FastifyInstance } from 'fastify';

export interface GraphErrorFields {
  message: string;
  type: 'OAuthException' | 'GraphMethodException';
  code: number;
  error_subcode?: number;
  /** WhatsApp's own codes carry the product and a longer explanation. */
  error_data?: { messaging_product: 'whatsapp'; details: string };
}

export class GraphError extends Error {
  constructor(
    readonly statusCode: number,
    readonly fields: GraphErrorFields,
  ) {
    super(fields.message);
  }
}

/** Meta's trace ID: 23 URL-safe characters, one per answer, to quote to their support. */
export const fbtraceId = (): string => randomBytes(18).toString('base64url').slice(0, 23);

export const graphErrorBody = (fields: GraphErrorFields) => ({ error: { ...fields, fbtrace_id: fbtraceId() } });

/**
 * Graph's wording of a WhatsApp or parameter error: the code in parentheses after a hash, then the
 * title (for 100: `The parameter to is required.` and the like).
 */
export const codedMessage = (code: number, message: string): string => `(#${code}) ${message}`;

/** Code 100: a missing or invalid parameter. */
export const invalidParameter = (message: string, details?: string): GraphError =>
  new GraphError(400, {
    message: codedMessage(100, message),
    type: 'OAuthException',
    code: 100,
    ...(details ? { error_data: { messaging_product: 'whatsapp' as const, details } } : {}),
  });

/** Every failure inside `scope` answers in the Graph API's shape; a 500 never leaks details. */
export function provideGraphErrors(scope: FastifyInstance): void {
  scope.setErrorHandler((error: FastifyError | GraphError, request, reply) => {
    if (error instanceof GraphError) return reply.code(error.statusCode).send(graphErrorBody(error.fields));
    const statusCode = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (statusCode === 500) {
      request.log.error(error);
      return reply
        .code(500)
        .send(graphErrorBody({ message: 'An unknown error has occurred.', type: 'OAuthException', code: 1 }));
    }
    // A body that is not JSON, or too large: Fastify's own refusal, worded as Graph words it.
    return reply
      .code(400)
      .send(graphErrorBody({ message: codedMessage(100, 'Invalid parameter'), type: 'OAuthException', code: 100 }));
  });
}
