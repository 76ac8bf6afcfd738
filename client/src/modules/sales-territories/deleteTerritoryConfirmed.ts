import type { QueryClient } from '@tanstack/react-query';
import { markerMessage, Messages } from '@canopy/shared';
import { ApiError } from '../../kernel/api/errors';
import { failureMessage } from '../../ui/apiErrors';
import { confirm } from '../../ui/confirm';
import { notifyError, notifySuccess } from '../../ui/notify';
import { deleteTerritory } from './mutations';

/**
 * Asks, then deletes. A refusal reads 'Sales Territory Deleting Failed' with the server's reason
 * (e.g. accounts still in the territory) beneath it. Resolves true when the territory is gone and
 * the list shows it.
 */
export async function deleteTerritoryConfirmed(
  queryClient: QueryClient,
  t: { Id: number; Name: string },
): Promise<boolean> {
  const ok = await confirm({
    title: 'Delete sales territory',
    message: `Delete the sales territory '${t.Name}' and its zip codes?`,
    confirmLabel: 'Delete',
    danger: true,
  });
  if (!ok) return false;
  try {
    await deleteTerritory(queryClient, t.Id);
  } catch (error) {
    const reason = error instanceof ApiError ? error.serviceMessage : undefined;
    notifyError(
      reason
        ? markerMessage(Messages.SalesTerritoryDeleteFailed, [reason])
        : failureMessage(error, Messages.SalesTerritoryDeleteFailed),
    );
    return false;
  }
  notifySuccess(Messages.DeletedSuccessfully);
  return true;
}
