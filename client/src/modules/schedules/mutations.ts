import type { QueryClient } from '@tanstack/react-query';
import type { ScheduleChange, ScheduleNote, ScheduleNotesResult, ScheduleStateResult } from '@canopy/shared';
import { api } from '../../kernel/api/client';
import { scheduleKeys } from './queries';

/** PUT schedules/{id}/cancel | confirm | unconfirm with the Version the screen read. */
export async function changeScheduleState(
  id: number,
  change: ScheduleChange,
  Version: number,
): Promise<ScheduleStateResult> {
  const body = { Version };
  const path = { id };
  if (change === 'cancel') return (await api.put('/schedules/{id}/cancel', { path, body })).data;
  if (change === 'confirm') return (await api.put('/schedules/{id}/confirm', { path, body })).data;
  return (await api.put('/schedules/{id}/unconfirm', { path, body })).data;
}

export async function updateScheduleNotes(
  id: number,
  Notes: string | null,
  Version: number,
): Promise<ScheduleNotesResult> {
  return (await api.post('/schedules/{id}/update-notes', { path: { id }, body: { Notes, Version } })).data;
}

export async function addScheduleNote(id: number, Note: string): Promise<ScheduleNote> {
  return (await api.post('/schedules/{id}/notes/add', { path: { id }, body: { scheduleId: id, Note } })).data;
}

/** The schedule and everything listing it are read again after a change (or a conflict). */
export function refreshSchedule(queryClient: QueryClient, id: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: scheduleKeys.one(id) }),
    queryClient.invalidateQueries({ queryKey: scheduleKeys.list }),
  ]);
}
