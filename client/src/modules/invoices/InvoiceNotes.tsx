import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDate, InvoiceMessages as M } from '@canopy/shared';
import { api } from '../../kernel/api/client';
import { handleApiError } from '../../ui/handleApiError';
import { invoiceKeys, notesQuery } from './queries';

export interface InvoiceNotesProps {
  invoiceId: number;
  mayEdit: boolean;
}

/** The invoice's notes, newest first, and a box to add one. */
export function InvoiceNotes({ invoiceId, mayEdit }: InvoiceNotesProps) {
  const queryClient = useQueryClient();
  const notes = useQuery(notesQuery(invoiceId));
  const [text, setText] = useState('');
  async function add() {
    try {
      const saved = (
        await api.post('/invoices/{id}/notes', { path: { id: invoiceId }, body: { NoteText: text } })
      ).data;
      queryClient.setQueryData(invoiceKeys.notes(invoiceId), saved);
      setText('');
    } catch (e) {
      handleApiError(e, M.AddNoteFailed);
    }
  }
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h5" mb="xs">
        Notes
      </Title>
      <Stack gap="xs">
        {notes.error ? <Text c="red">{M.NotesFailed}</Text> : null}
        {(notes.data ?? []).map((n) => (
          <div key={n.Id}>
            <Text size="sm">{n.NoteText}</Text>
            <Text size="xs" c="dimmed">
              {n.CreatedBy} · {formatDate(n.DateCreated)}
            </Text>
          </div>
        ))}
        {mayEdit && (
          <Group align="flex-end" wrap="wrap">
            <Textarea
              label="New note"
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              style={{ flex: 1, minWidth: 200 }}
            />
            <Button onClick={() => void add()} disabled={!text.trim()}>
              Add note
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
