import type { FieldIssue } from '@clean/shared/schemas';

/** An error whose message is meant for the person using the site; the error handler sends it as is. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors: FieldIssue[] | undefined;
  /** A receipt page the person can follow (`receiptPath` of the answer). */
  readonly receiptPath: string | undefined;

  constructor(statusCode: number, message: string, errors?: FieldIssue[], receiptPath?: string) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.errors = errors;
    this.receiptPath = receiptPath;
  }
}

export const badRequest = (message: string, errors?: FieldIssue[]) => new HttpError(400, message, errors);
export const unauthorized = (message = 'Your session has expired or is not valid. Please log in again.') =>
  new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const unprocessable = (message: string) => new HttpError(422, message);
/** A 429 about the caller's own use (not a rate limit), with the receipt page it is about when known. */
export const tooMany = (message: string, receiptPath?: string) => new HttpError(429, message, undefined, receiptPath);

/** A 400 for field problems, with a message that names them. */
export function invalidFields(errors: FieldIssue[]): HttpError {
  const [first] = errors;
  const message = errors.length === 1 && first ? first.message : `Please correct these fields: ${fieldList(errors)}.`;
  return badRequest(message, errors);
}

function fieldList(errors: FieldIssue[]): string {
  return [...new Set(errors.map((issue) => issue.field || 'body'))].join(', ');
}
