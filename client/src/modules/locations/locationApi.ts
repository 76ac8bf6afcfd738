import {
  TRANSFER_ACCOUNT_TAKE,
  type AccountLocation,
  type NewLocation,
  type SaveLocation,
  type SaveLocationContactInfo,
  type SaveLocationDirections,
  type TransferAccount,
} from '@canopy/shared';
import { api } from '../../kernel/api/client';
import { LOCATIONS } from './queries';

export const createLocation = async (body: NewLocation) =>
  (await api.post<AccountLocation>(LOCATIONS, body)).data;

export const saveInfo = async (body: SaveLocation) => (await api.put<AccountLocation>(LOCATIONS, body)).data;

export const saveContactInfo = async (id: number, body: SaveLocationContactInfo) =>
  (await api.put<AccountLocation>(`${LOCATIONS}/${id}/contactInfo`, body)).data;

export const saveDirections = async (id: number, body: SaveLocationDirections) =>
  (await api.put<AccountLocation>(`${LOCATIONS}/${id}/directions`, body)).data;

/** One page of the accounts the location may move to, 20 at a time. */
export async function fetchTransferTargets(
  id: number,
  query: string,
  skip: number,
  signal?: AbortSignal,
): Promise<{ rows: TransferAccount[]; total: number }> {
  const { data, total } = await api.post<TransferAccount[]>(
    `${LOCATIONS}/${id}/transfer/_search`,
    { Query: query.trim(), Skip: skip, Take: TRANSFER_ACCOUNT_TAKE },
    { signal },
  );
  return { rows: data, total: total ?? data.length };
}

export const transferLocation = async (id: number, targetId: number) =>
  (await api.post<AccountLocation>(`${LOCATIONS}/${id}/transfer/${targetId}`)).data;
