import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CalendarResources, CalendarResourcesSearch } from '@canopy/shared';
import { api } from '../../../kernel/api/client';

export const calendarKeys = { all: ['schedules', 'calendar'] as const };

/** The week's scheduled foremen and free crew and equipment (spec §7 scheduled-calendar-resources). */
export const calendarQuery = (body: CalendarResourcesSearch) =>
  queryOptions({
    queryKey: [...calendarKeys.all, body] as const,
    queryFn: async (): Promise<CalendarResources> =>
      (await api.post('/schedules/scheduled-calendar-resources', { body })).data,
    placeholderData: keepPreviousData,
  });
