import { LIST_MARKER } from '@canopy/shared';
import { failureMessage } from './apiErrors';
import { notifyError } from './notify';
import { reportClientError } from '../kernel/errors/reportClientError';
import { ApiError } from '../kernel/api/errors';

export interface HandleApiErrorOptions {
  /** Set when a form shows the field errors beside its inputs, so they are not toasted again. */
  fieldsShown?: boolean;
}

/**
 * Turns a failed call into what the user sees, in the spec's order: the first ModelState.Service
 * message; no connection; a '--' marker message as heading and bullets; field errors one line
 * each (when no form shows them); else the caller's generic message. A 409 belongs to the form
 * that saved (RecordForm opens the concurrency dialog), so nothing is shown here.
 * Returns the message shown, or null.
 */
export function handleApiError(
  err: unknown,
  fallbackMessage: string,
  opts: HandleApiErrorOptions = {},
): string | null {
  if (err instanceof DOMException && err.name === 'AbortError') return null;
  if (!(err instanceof ApiError)) {
    // Not a server answer but a bug of ours: the user gets the generic message, we get the report.
    reportClientError(err);
    notifyError(fallbackMessage);
    return fallbackMessage;
  }
  if (err.isConflict) return null;
  const lines = Object.values(err.fieldErrors).flat();
  const ownMessage = err.serviceMessage || err.isNetwork || err.message.includes(LIST_MARKER);
  const shown =
    !ownMessage && lines.length && !opts.fieldsShown
      ? lines.join('\n')
      : failureMessage(err, fallbackMessage);
  notifyError(shown);
  return shown;
}
