import { Type, type Static } from 'typebox';
import { ScheduleStatuses as S } from '../enums';
import { Bounds } from '../platform/bounds';
import { Nullable } from '../platform/nullable';

/** A schedule note and the schedule's Notes field are at most this long. */
export const SCHEDULE_NOTE_MAX = 4000;

/** Why the server refuses a schedule change (under ModelState.Service) and what it warns of. */
export const ScheduleMessages = {
  CancelOnlyOpen: 'Only an open schedule can be cancelled.',
  Cancelled: 'A cancelled schedule cannot be updated.',
  Confirmed: 'A confirmed schedule cannot be updated. Unconfirm it first.',
  AlreadyConfirmed: 'The schedule is already confirmed.',
  UnconfirmOnlyConfirmed: 'Only a confirmed schedule can be unconfirmed.',
  RemoveConfirmed: 'A confirmed schedule cannot be removed.',
  RemoveCancelled: 'A cancelled schedule cannot be removed.',
  NoteRequired: 'Note is required.',
  /** Unconfirm's warning (spec §4). */
  InvoiceGenerated: 'An invoice has already been generated for this schedule.',
  workOrderNotCompleted: (id: number) => `Work order ${id} is not completed.`,
  dayNotClockedOut: (date: string) => `${date}: not everyone has clocked out.`,
} as const;

export type ScheduleChange = 'cancel' | 'confirm' | 'unconfirm';
const CHANGES: ScheduleChange[] = ['confirm', 'unconfirm', 'cancel'];

/**
 * Why the schedule's status refuses the change (spec §4), or null when it allows it: cancel only
 * when Open, confirm unless Confirmed or Cancelled, unconfirm only when Confirmed. The server refuses
 * with this message; the schedule page offers only what it allows.
 */
export function stateChangeRefusal(change: ScheduleChange, statusId: number): string | null {
  if (change === 'cancel') return statusId === S.Open ? null : ScheduleMessages.CancelOnlyOpen;
  if (change === 'unconfirm')
    return statusId === S.Confirmed ? null : ScheduleMessages.UnconfirmOnlyConfirmed;
  if (statusId === S.Canceled) return ScheduleMessages.Cancelled;
  return statusId === S.Confirmed ? ScheduleMessages.AlreadyConfirmed : null;
}

/** The state changes the schedule's status allows, in the order the page offers them. */
export const allowedStateChanges = (statusId: number): ScheduleChange[] =>
  CHANGES.filter((c) => stateChangeRefusal(c, statusId) === null);

/** Why the schedule and its work orders cannot be edited now (Confirmed or Cancelled), or null. */
export function editRefusal(statusId: number): string | null {
  if (statusId === S.Canceled) return ScheduleMessages.Cancelled;
  return statusId === S.Confirmed ? ScheduleMessages.Confirmed : null;
}

/** PUT schedules/{id}/cancel, /confirm, /unconfirm: the Version the caller last read. */
export const ScheduleStateChange = Type.Object({ Version: Bounds.Version() });
export type ScheduleStateChange = Static<typeof ScheduleStateChange>;

/** The schedule's status after the change, its new Version, and what the user should know. */
export const ScheduleStateResult = Type.Object({
  StatusId: Type.Integer(),
  ScheduleStatus: Type.String(),
  Version: Type.Integer(),
  Warnings: Type.Array(Type.String()),
});
export type ScheduleStateResult = Static<typeof ScheduleStateResult>;

/** POST schedules/{id}/update-notes: the schedule's own Notes field. */
export const UpdateScheduleNotes = Type.Object({
  Notes: Nullable(Type.String({ maxLength: SCHEDULE_NOTE_MAX })),
  Version: Bounds.Version(),
});
export type UpdateScheduleNotes = Static<typeof UpdateScheduleNotes>;

export const ScheduleNotesResult = Type.Object({ Notes: Nullable(Type.String()), Version: Type.Integer() });
export type ScheduleNotesResult = Static<typeof ScheduleNotesResult>;

/**
 * POST schedules/{id}/notes/add (spec §3 names). The path names the schedule and the caller is the
 * author: scheduleId and CreatedById are accepted for the spec's shape but never trusted.
 */
export const AddScheduleNote = Type.Object({
  scheduleId: Type.Optional(Bounds.Id()),
  Note: Type.String({ maxLength: SCHEDULE_NOTE_MAX }),
  CreatedById: Type.Optional(Nullable(Bounds.Id())),
});
export type AddScheduleNote = Static<typeof AddScheduleNote>;

/** A note of the schedule's notes list, oldest first. */
export const ScheduleNote = Type.Object({
  Id: Type.Integer(),
  ScheduleId: Type.Integer(),
  Note: Type.String(),
  CreatedById: Type.Integer(),
  CreatedBy: Type.String(),
  DateCreated: Type.String(),
});
export type ScheduleNote = Static<typeof ScheduleNote>;
