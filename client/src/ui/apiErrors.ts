import { LIST_MARKER, Messages, type ModelState } from '@canopy/shared';
import { ApiError } from '../kernel/api/errors';

/**
 * The one message to show for a failed call: the server's first Service message wins (the spec
 * gives it priority), then a network failure, then a server validation message in the '--' list
 * form, then 'Not Authorized', and otherwise the caller's generic message.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.serviceMessage) return error.serviceMessage;
  if (error.isNetwork) return Messages.ConnectionError;
  if (error.message.includes(LIST_MARKER)) return error.message;
  if (error.status === 403) return Messages.NotAuthorized;
  return fallback;
}

/** Every ModelState message, Service ones first. */
export function modelStateMessages(modelState: ModelState): string[] {
  const { Service = [], ...fields } = modelState;
  return [...Service, ...Object.values(fields).flat()];
}

/** The server answered that the record does not exist (or is outside what the user may see). */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;
