import type { QueryClient } from '@tanstack/react-query';
import type { ListItem, SaveServiceRequest, ServiceRequest } from '@canopy/shared';
import { api } from '../../kernel/api/client';
import type { SettingsItem } from '../../ui/settingsRows';
import { requestKeys, type RequestSettingsList } from './queries';

export async function createRequest(
  queryClient: QueryClient,
  body: SaveServiceRequest,
): Promise<ServiceRequest> {
  const saved = (await api.post('/servicerequests', { body })).data;
  queryClient.setQueryData(requestKeys.detail(saved.Id), saved);
  void queryClient.invalidateQueries({ queryKey: requestKeys.list });
  return saved;
}

export async function saveRequest(
  queryClient: QueryClient,
  id: number,
  body: SaveServiceRequest,
): Promise<ServiceRequest> {
  const saved = (await api.put('/servicerequests/{id}', { path: { id }, body })).data;
  queryClient.setQueryData(requestKeys.detail(id), saved);
  void queryClient.invalidateQueries({ queryKey: requestKeys.list });
  return saved;
}

export async function deleteRequest(queryClient: QueryClient, id: number): Promise<void> {
  await api.del('/servicerequests', { query: { id } });
  queryClient.removeQueries({ queryKey: requestKeys.detail(id) });
  void queryClient.invalidateQueries({ queryKey: requestKeys.list });
}

/** A Created proposal at the request's location that records the request. */
export async function generateProposal(queryClient: QueryClient, id: number) {
  const made = (await api.post('/servicerequests/{id}/proposal', { path: { id } })).data;
  void queryClient.invalidateQueries({ queryKey: requestKeys.detail(id) });
  void queryClient.invalidateQueries({ queryKey: ['proposals'] });
  return made;
}

export async function printRequest(id: number) {
  const { data } = await api.getForFile('/servicerequests/downloadServiceRequest/{id}', { path: { id } });
  return { blob: data, fileName: `service-request-${id}.pdf` };
}

/** Mails the request to the customer and/or its arborist; answers the addresses it went to. */
export async function emailRequest(id: number, customer: boolean, arborist: boolean) {
  return (
    await api.get('/servicerequests/emailServiceRequest/{a}/{b}/{c}', {
      path: { a: id, b: customer, c: arborist },
    })
  ).data.Sent;
}

export async function saveRequestList(
  queryClient: QueryClient,
  list: RequestSettingsList,
  items: SettingsItem[],
): Promise<ListItem[]> {
  const body = items.map(({ Id, Name }) => ({ Id, Name }));
  const path = `/${'SavePath' in list ? list.SavePath : list.Path}` as const;
  const saved = (await api.post(path, { body })).data;
  queryClient.setQueryData([...requestKeys.lookups, list.Key], saved);
  return saved;
}
