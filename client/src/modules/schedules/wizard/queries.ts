import { queryOptions } from '@tanstack/react-query';
import {
  DEFAULT_SCHEDULE_HOURS,
  type AddSchedule,
  type Schedule,
  type ScheduledResourcesDay,
  type ScheduleHours,
  type ScheduleRemoval,
  type ScheduleResourceChoices,
  type UpdateSchedule,
} from '@canopy/shared';
import { api } from '../../../kernel/api/client';

const LOOKUP_STALE = 5 * 60_000;

/** The hours a new day starts with (9:00–17:00 unless the server says otherwise). */
export const defaultHoursQuery = queryOptions({
  queryKey: ['schedules', 'defaultHours'] as const,
  queryFn: async (): Promise<ScheduleHours> => (await api.get('/schedules/default-schedule-hours')).data,
  staleTime: Infinity,
  placeholderData: { ...DEFAULT_SCHEDULE_HOURS },
});

/** The crew and equipment of the schedule's branch the pickers offer. */
export const resourceChoicesQuery = (id: number) =>
  queryOptions({
    queryKey: ['schedules', 'one', id, 'resourceChoices'] as const,
    queryFn: async (): Promise<ScheduleResourceChoices> =>
      (await api.get('/schedules/{id}/resource-choices', { path: { id } })).data,
    staleTime: LOOKUP_STALE,
  });

/** Who and what other schedules book on these dates, so the pickers leave them out. */
export const bookedQuery = (scheduleId: number, dates: string[]) =>
  queryOptions({
    queryKey: ['schedules', 'one', scheduleId, 'booked', dates] as const,
    queryFn: async (): Promise<ScheduledResourcesDay[]> =>
      dates.length
        ? (
            await api.post('/schedules/scheduled-resources', {
              body: { ScheduleId: scheduleId, ScheduleDates: dates },
            })
          ).data
        : [],
  });

export async function addSchedule(body: AddSchedule): Promise<Schedule> {
  return (await api.post('/schedules/add', { body })).data;
}

export async function saveSchedule(body: UpdateSchedule): Promise<Schedule> {
  return (await api.post('/schedules/update', { body })).data;
}

export async function removeSchedule(id: number): Promise<void> {
  await api.del('/schedules/remove/{id}', { path: { id } });
}

export type RemovedPart = 'day' | 'crew' | 'equipment';

/** DELETE schedules/dates|crew|equipment/{id}/remove: the schedule's Version after it. */
export async function removePart(part: RemovedPart, id: number): Promise<ScheduleRemoval> {
  const path = { id };
  if (part === 'day') return (await api.del('/schedules/dates/{id}/remove', { path })).data;
  if (part === 'crew') return (await api.del('/schedules/crew/{id}/remove', { path })).data;
  return (await api.del('/schedules/equipment/{id}/remove', { path })).data;
}
