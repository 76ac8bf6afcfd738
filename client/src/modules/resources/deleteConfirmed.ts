import { markerMessage, Messages } from '@canopy/shared';
import { ApiError } from '../../kernel/api/errors';
import { failureMessage } from '../../ui/apiErrors';
import { confirm } from '../../ui/confirm';
import { notifyError, notifySuccess } from '../../ui/notify';

export type DeleteRequest = {
  title: string;
  message: string;
  run: () => Promise<unknown>;
  /** The spec's failure message ('Delete Failed', 'Delete failed' …), shown as the heading. */
  failure: string;
};

/**
 * Asks, then deletes. A refusal reads as the spec's failure message with the server's reason
 * (what still uses the record) beneath it. Resolves true when the record is gone.
 */
export async function deleteConfirmed({ title, message, run, failure }: DeleteRequest): Promise<boolean> {
  const ok = await confirm({ title, message, confirmLabel: 'Delete', danger: true });
  if (!ok) return false;
  try {
    await run();
  } catch (error) {
    const reason =
      error instanceof ApiError ? error.serviceMessage?.replace(/^Delete Failed\.\s*/i, '') : undefined;
    notifyError(reason ? markerMessage(failure, [reason]) : failureMessage(error, failure));
    return false;
  }
  notifySuccess(Messages.DeletedSuccessfully);
  return true;
}
