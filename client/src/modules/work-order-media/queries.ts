import { queryOptions } from '@tanstack/react-query';
import type {
  MetaItemOption,
  NewScoutingEntry,
  SaveScoutingEntry,
  SaveWorkOrderImage,
  ScoutingEntry,
  ScoutingItem,
  ScoutingNotes,
  ScoutingReportSent,
  ServiceItemDetail,
  WorkOrderImage,
  WorkOrderImagesAdded,
  WorkOrderImageSaved,
  WorkOrderScouting,
  WorkOrderService,
} from '@canopy/shared';
import { captionField } from '@canopy/shared';
import { api } from '../../app/api/client';

const SCOUTING = '/workOrders/workOrderScoutingInfo';

export const mediaKeys = {
  images: (workOrderId: number) => ['workOrders', workOrderId, 'images'] as const,
  scouting: (workOrderId: number) => ['workOrders', workOrderId, 'scouting'] as const,
  services: (workOrderId: number) => ['workOrders', workOrderId, 'services', 'all'] as const,
};

// Signed image links expire after an hour, so the list is never trusted for long.
export const imagesQuery = (workOrderId: number) =>
  queryOptions({
    queryKey: mediaKeys.images(workOrderId),
    queryFn: async () => (await api.get<WorkOrderImage[]>(`/workOrders/${workOrderId}/images`)).data,
    staleTime: 5 * 60_000,
  });

export interface ImageUpload {
  files: { file: File; caption: string }[];
  imageTypeId: number;
  keyId: number | null;
}

/** One request for the whole batch; `Captions[i]` is the caption of the i-th file as sent. */
export async function uploadImages(workOrderId: number, u: ImageUpload): Promise<WorkOrderImagesAdded> {
  const body = new FormData();
  body.append('ImageTypeId', String(u.imageTypeId));
  if (u.keyId) body.append('KeyId', String(u.keyId));
  u.files.forEach(({ caption }, i) => {
    if (caption.trim()) body.append(captionField(i), caption);
  });
  for (const { file } of u.files) body.append('file', file, file.name);
  return (await api.post<WorkOrderImagesAdded>(`/workOrders/${workOrderId}/images`, body)).data;
}

export async function saveImage(workOrderId: number, body: SaveWorkOrderImage): Promise<WorkOrderImageSaved> {
  return (await api.put<WorkOrderImageSaved>(`/workOrders/${workOrderId}/images/save`, body)).data;
}

export async function deleteImage(workOrderId: number, imageId: number): Promise<void> {
  await api.del(`/workOrders/${workOrderId}/images/remove?ImageId=${imageId}`);
}

/** Every service of the work order, archived ones too: an image may be filed under one of them. */
export const workOrderServicesQuery = (workOrderId: number) =>
  queryOptions({
    queryKey: mediaKeys.services(workOrderId),
    queryFn: async () =>
      (
        await api.post<WorkOrderService[]>('/workOrders/services/_search', {
          WorkOrderId: workOrderId,
          Skip: 0,
          Take: 999,
          IncludeArchived: true,
        })
      ).data,
  });

// Archived entries are always read: the section can show them, and images filed under one keep a name.
export const scoutingQuery = (workOrderId: number) =>
  queryOptions({
    queryKey: mediaKeys.scouting(workOrderId),
    queryFn: async () =>
      (await api.get<WorkOrderScouting>(`${SCOUTING}/${workOrderId}?IncludeArchived=true`)).data,
  });

export const scoutingItemsQuery = (accountLocationId: number, serviceGroupId: number) =>
  queryOptions({
    queryKey: ['serviceItems', 'scouting-report-items', accountLocationId, serviceGroupId] as const,
    queryFn: async () =>
      (
        await api.get<ServiceItemDetail[]>(
          `/serviceItems/scouting-report-items?AccountLocationId=${accountLocationId}&ServiceGroupId=${serviceGroupId}`,
        )
      ).data,
  });

/** What the catalogue knows to be found on the item's type, offered first on the entry form. */
export const scoutingItemQuery = (serviceItemId: number) =>
  queryOptions({
    queryKey: ['scouting', 'serviceItem', serviceItemId] as const,
    queryFn: async () => (await api.get<ScoutingItem>(`${SCOUTING}/serviceItem/${serviceItemId}`)).data,
    staleTime: 5 * 60_000,
  });

export type FindingPath = 'insects' | 'diseases' | 'ecological-problems' | 'weed-types';

export const metaOptionsQuery = (path: FindingPath) =>
  queryOptions({
    queryKey: ['metaItems', path, 'simple'] as const,
    queryFn: async () => (await api.get<MetaItemOption[]>(`/inventory-meta-items/simple/${path}`)).data,
    staleTime: 5 * 60_000,
  });

export async function addScoutingEntry(body: NewScoutingEntry): Promise<ScoutingEntry> {
  return (await api.post<ScoutingEntry>(SCOUTING, body)).data;
}

export async function saveScoutingEntry(body: SaveScoutingEntry): Promise<ScoutingEntry> {
  return (await api.put<ScoutingEntry>(SCOUTING, body)).data;
}

export async function toggleScoutingEntryArchived(id: number): Promise<ScoutingEntry> {
  return (await api.post<ScoutingEntry>(`${SCOUTING}/${id}/toggleArchived`)).data;
}

export async function updateScoutingNotes(workOrderId: number, notes: string): Promise<ScoutingNotes> {
  return (
    await api.put<ScoutingNotes>(`${SCOUTING}/${workOrderId}/updateNotes`, { ScoutingReportNotes: notes })
  ).data;
}

export async function emailScoutingReport(
  workOrderId: number,
  shortVersion: boolean,
  resend: boolean,
): Promise<ScoutingReportSent> {
  const q = `ShortVersion=${shortVersion}${resend ? '&Resend=true' : ''}`;
  return (await api.get<ScoutingReportSent>(`${SCOUTING}/${workOrderId}/emailScoutingReport?${q}`)).data;
}
