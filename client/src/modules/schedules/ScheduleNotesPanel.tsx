import { useState } from 'react';
import { Button, Card, Group, Loader, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { B, F, formatDate, has, Messages, SCHEDULE_NOTE_MAX, type Schedule } from '@canopy/shared';
import { ApiError } from '../../kernel/api/errors';
import { useClaims } from '../../kernel/session/sessionStore';
import { handleApiError } from '../../ui/handleApiError';
import { notifyError, notifySuccess } from '../../ui/notify';
import { QueryState } from '../../ui/QueryState';
import { addScheduleNote, refreshSchedule, updateScheduleNotes } from './mutations';
import { scheduleKeys, scheduleNotesQuery } from './queries';

/** The schedule's own Notes field; Branch and Full edit it, others read it. */
function NotesField({ schedule, editable }: { schedule: Schedule; editable: boolean }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState(schedule.Notes ?? '');
  const [saving, setSaving] = useState(false);
  if (!editable)
    return (
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} c={schedule.Notes ? undefined : 'dimmed'}>
        {schedule.Notes || 'No notes'}
      </Text>
    );

  async function save() {
    setSaving(true);
    try {
      await updateScheduleNotes(schedule.Id, text.trim() ? text : null, schedule.Version);
      notifySuccess('Schedule Updated Successfully');
    } catch (e) {
      if (e instanceof ApiError && e.isConflict)
        notifyError(`${Messages.ConcurrencyConflict} It has been reloaded.`);
      else handleApiError(e, 'Schedule Updating Failed');
    } finally {
      setSaving(false);
      await refreshSchedule(queryClient, schedule.Id);
    }
  }

  return (
    <Stack gap="xs">
      <Textarea
        label="Schedule notes"
        autosize
        minRows={2}
        maxLength={SCHEDULE_NOTE_MAX}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button
          size="xs"
          onClick={() => void save()}
          loading={saving}
          disabled={text === (schedule.Notes ?? '')}
        >
          Save notes
        </Button>
      </Group>
    </Stack>
  );
}

function AddNote({ scheduleId }: { scheduleId: number }) {
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const [adding, setAdding] = useState(false);

  async function add() {
    setAdding(true);
    try {
      await addScheduleNote(scheduleId, note.trim());
      setNote('');
      await queryClient.invalidateQueries({ queryKey: scheduleKeys.notes(scheduleId) });
    } catch (e) {
      handleApiError(e, 'Failed to add note');
    } finally {
      setAdding(false);
    }
  }

  return (
    <Stack gap="xs">
      <Textarea
        label="New note"
        autosize
        minRows={2}
        maxLength={SCHEDULE_NOTE_MAX}
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button size="xs" onClick={() => void add()} loading={adding} disabled={!note.trim()}>
          Add note
        </Button>
      </Group>
    </Stack>
  );
}

/** The Notes field and the notes list; writing either needs Schedules Branch or Full (spec §2). */
export function ScheduleNotesPanel({ schedule }: { schedule: Schedule }) {
  const editable = has(useClaims(), 'Schedules', B | F);
  const notes = useQuery(scheduleNotesQuery(schedule.Id));
  return (
    <Stack gap="md">
      <NotesField key={schedule.Version} schedule={schedule} editable={editable} />
      <Title order={3} size="h5">
        Notes list
      </Title>
      <QueryState
        query={notes}
        errorTitle="Failed to retrieve schedule notes"
        errorText={null}
        loading={<Loader size="sm" aria-label="Loading notes" />}
      >
        {(list) =>
          list.length ? (
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {list.map((n) => (
                <Card key={n.Id} component="li" withBorder padding="xs">
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {n.Note}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {n.CreatedBy} · {formatDate(n.DateCreated)}
                  </Text>
                </Card>
              ))}
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              No notes yet
            </Text>
          )
        }
      </QueryState>
      {editable && <AddNote scheduleId={schedule.Id} />}
    </Stack>
  );
}
