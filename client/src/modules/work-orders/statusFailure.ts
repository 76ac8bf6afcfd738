import { WorkOrderMessages } from '@canopy/shared';
import { ApiError } from '../../kernel/api/errors';
import { handleApiError } from '../../ui/handleApiError';
import { notifyError } from '../../ui/notify';

/**
 * A failed status change: the server's Service message when it gave one, else the spec's
 * 'Updating Work Order Status Failed' — also for a 409 (someone changed the status meanwhile),
 * which has no form to resolve it in.
 */
export function reportStatusFailure(error: unknown): void {
  if (error instanceof ApiError && error.isConflict) notifyError(WorkOrderMessages.UpdatingStatusFailed);
  else handleApiError(error, WorkOrderMessages.UpdatingStatusFailed);
}
