import { markerMessage, Messages } from '@canopy/shared';
import { ApiError } from '../../kernel/api/errors';
import { failureMessage } from '../../ui/apiErrors';

/**
 * 'Delete Failed' with the spec's hint. The usual refusal is a role still assigned to users, which
 * the server names in ModelState.Service; no connection, no right or a role already gone say so
 * instead, since the hint would mislead there.
 */
export function deleteFailedMessage(error: unknown): string {
  if (error instanceof ApiError && (error.isNetwork || error.status === 403 || error.status === 404))
    return failureMessage(error, Messages.DeleteFailed);
  const hint = error instanceof ApiError && error.serviceMessage ? error.serviceMessage : Messages.RoleInUse;
  return markerMessage(Messages.DeleteFailed, [hint]);
}
