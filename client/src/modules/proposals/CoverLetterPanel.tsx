import { useEffect, useState } from 'react';
import { Button, Group, Paper, Textarea, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ProposalMessages as M, type Proposal } from '@canopy/shared';
import { handleApiError } from '../../ui/handleApiError';
import { notifySuccess } from '../../ui/notify';
import { QueryState } from '../../ui/QueryState';
import { saveCoverLetter } from './mutations';
import { coverLetterQuery } from './queries';

/** The cover letter printed before the proposal; a new proposal starts from the default letter. */
export function CoverLetterPanel({ proposal }: { proposal: Proposal }) {
  const query = useQuery(coverLetterQuery(proposal.Id));
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="sm">
        Cover letter
      </Title>
      <QueryState query={query} compact errorTitle="The cover letter could not be loaded">
        {(letter) => <LetterForm proposal={proposal} text={letter.Text} />}
      </QueryState>
    </Paper>
  );
}

function LetterForm({ proposal, text }: { proposal: Proposal; text: string }) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState(text);
  const [saving, setSaving] = useState(false);
  useEffect(() => setValue(text), [text]);

  async function save() {
    setSaving(true);
    try {
      await saveCoverLetter(queryClient, proposal.Id, { ProposalId: proposal.Id, Text: value });
      notifySuccess(M.Saved);
    } catch (error) {
      handleApiError(error, M.CoverLetterSaveFailed);
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <Textarea
        aria-label="Cover letter"
        autosize
        minRows={6}
        value={value}
        onChange={(e) => setValue(e.currentTarget.value)}
        disabled={!proposal.CanEdit}
      />
      {proposal.CanEdit && (
        <Group mt="sm">
          <Button onClick={() => void save()} loading={saving} disabled={value === text}>
            Save cover letter
          </Button>
        </Group>
      )}
    </>
  );
}
