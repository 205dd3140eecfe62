import type { FastifyError, FastifyInstance } from 'fastify';
import { SandboxError } from './store';

/** Every failure answers like the provider: `{status:false, message}`; a 500 never leaks details. */
export function provideErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | SandboxError, request, reply) => {
    if (error instanceof SandboxError)
      return reply.code(error.statusCode).send({ status: false, message: error.message });
    const statusCode = 'statusCode' in error && error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (statusCode === 500) request.log.error(error);
    return reply
      .code(statusCode)
      .send({ status: false, message: statusCode === 500 ? 'Something went wrong' : error.message });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ status: false, message: 'Not found' }));
}
