import { errorMessage, isApiError } from '@clean/shared';

/** A refused action as the dialog shows it: the server's message and, on a 400, each field's problem. */
export interface ActionFailure {
  message: string;
  details: string[];
}

export function actionFailure(error: unknown): ActionFailure {
  const details = isApiError(error) ? (error.errors ?? []).map((issue) => issue.message) : [];
  return { message: errorMessage(error), details: details.filter((detail) => detail !== errorMessage(error)) };
}
