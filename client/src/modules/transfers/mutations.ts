import type { QueryClient } from '@tanstack/react-query';
import type { SendTransferRequest, TransferRequest, UpdateTransferStatus } from '@canopy/shared';
import { api } from '../../kernel/api/client';
import { transferKeys } from './queries';

const changed = <T>(queryClient: QueryClient, value: T): T => {
  void queryClient.invalidateQueries({ queryKey: transferKeys.requests });
  return value;
};

export async function sendTransferRequest(
  queryClient: QueryClient,
  body: SendTransferRequest,
): Promise<TransferRequest> {
  return changed(queryClient, (await api.post('/transfers/_sendRequest', { body })).data);
}

export async function updateTransferStatus(
  queryClient: QueryClient,
  body: UpdateTransferStatus,
): Promise<TransferRequest> {
  return changed(queryClient, (await api.put('/transfers/_updateStatus', { body })).data);
}
