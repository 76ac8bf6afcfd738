import { queryOptions } from '@tanstack/react-query';
import type {
  ScoutingEntry,
  ScoutingItem,
  ScoutingNotes,
  ScoutingReportSent,
  WorkOrderImage,
  WorkOrderService,
} from '@canopy/shared';
import { api } from '../../kernel/api/client';

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

/** What the catalogue knows to be found on the item's type, offered first on the entry form. */
export const scoutingItemQuery = (serviceItemId: number) =>
  queryOptions({
    queryKey: ['scouting', 'serviceItem', serviceItemId] as const,
    queryFn: async () => (await api.get<ScoutingItem>(`${SCOUTING}/serviceItem/${serviceItemId}`)).data,
    staleTime: 5 * 60_000,
  });

export type FindingPath = 'insects' | 'diseases' | 'ecological-problems' | 'weed-types';

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
